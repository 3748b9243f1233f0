import { isCriticalFailure, type CriticalArea } from "~/models/critical-error";
import type { Result } from "~/models/result";
import type { UPSTREAM_MESSAGES, UpstreamArea } from "~/models/upstream-messages";

/**
 * SPEC §4 "critical error": when data a page cannot do without fails, the layout shows the maintenance page
 * (HTTP 503, with Retry-After set by entry.server). Loaders name their critical areas here after fetching.
 */
export function throwIfCritical(areas: Partial<Record<CriticalArea, Result<unknown>>>): void {
  for (const [area, result] of Object.entries(areas) as [CriticalArea, Result<unknown>][]) {
    if (isCriticalFailure(area, result)) throw maintenanceResponse();
  }
}

export function maintenanceResponse() {
  return new Response(null, { status: 503, statusText: "Service Unavailable" });
}

/**
 * A page whose own content could not be loaded (SPEC §4 does not call its area critical): HTTP 503, so no cache
 * keeps it and the edge may serve its last good copy, but the page says what is missing in its own words (the
 * area's SPEC §8 message) inside the site's shell instead of the site-wide maintenance page.
 * `GeneralErrorBoundary` renders it.
 */
export function unavailableResponse(message: (typeof UPSTREAM_MESSAGES)[UpstreamArea]) {
  return Response.json({ unavailable: message }, { status: 503, statusText: "Service Unavailable" });
}
