import type { ActionFunctionArgs } from "@remix-run/node";
import { type AnalyticsData, type AnalyticsValue, isAnalyticsEventName } from "~/shared";
import { getServices } from "~/services/index.server";
import { jsonError, methodNotAllowed } from "~/http/json-response.server";
import { BEACON_BODY_LIMIT, readBodyText } from "~/http/request-body.server";
import { beaconLimit } from "~/http/beacon-limit.server";
import { hasOptedOut } from "~/pages/privacy-optout.server";

function toAnalyticsData(value: unknown): AnalyticsData {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, AnalyticsValue] =>
      entry[1] === null || ["string", "number", "boolean"].includes(typeof entry[1]),
  );
  return Object.fromEntries(entries);
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * Not counted against the instances' budget per address (server/address-budget.mjs): a page view sends a few, and
 * what one address may relay is held by the relay's own limit (`beaconLimit`) and the edge's beacon zone.
 */
export const addressBudgetExemption = "held by the relay's own limit per address (beaconLimit)";

/** The beacon only posts here. */
export function loader() {
  return methodNotAllowed("POST");
}

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * The browser's analytics beacon (SPEC §7): relayed to `{analytics}/analytics/{event}` so the browser never calls
 * the upstream itself. Only known event names pass; failures are logged by the service and never reach the visitor.
 * A network address gets a bounded number a minute (429 past it). A browser that opted out (the `vp_dns` cookie or
 * Global Privacy Control, which a beacon carries) is answered as if relayed and nothing is sent or recorded: its
 * pages send no beacon, and this holds for one that was sent anyway (docs/decisions/037).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const event = params.event;
  if (request.method !== "POST") return methodNotAllowed("POST");
  const address = context.clientIp ?? "";
  if (!beaconLimit().take(address)) {
    return jsonError(429, { "Retry-After": String(beaconLimit().retryAfterSeconds(address)) });
  }
  if (!isAnalyticsEventName(event)) return jsonError(404);
  if (hasOptedOut(request)) return noContent();
  // sendBeacon posts text/plain, fetch posts JSON: the body is read as text either way, never past 16 KB.
  const raw = await readBodyText(request, BEACON_BODY_LIMIT);
  if (!raw.ok) return jsonError(raw.status);
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw.value || "{}");
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>;
  } catch {
    return jsonError(400);
  }
  const origin = new URL(request.url).origin;
  await getServices().analytics.sendAnalyticsEvent({
    event,
    analyticsData: toAnalyticsData(body.analyticsData),
    contentZone: text(body.contentZone) ?? undefined,
    requestUrl: text(body.requestUrl) ?? request.headers.get("Referer") ?? origin,
    referringUrl: text(body.referringUrl),
    pageTitle: text(body.pageTitle),
  });
  return noContent();
}
