import type { ActionFunctionArgs } from "@remix-run/node";
import { type AnalyticsData, type AnalyticsValue, isAnalyticsEventName } from "~/shared";
import { getServices } from "~/services/index.server";
import { jsonError, methodNotAllowed } from "~/server/json-response.server";
import { BEACON_BODY_LIMIT, readBodyText } from "~/server/request-body.server";

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

/** The beacon only posts here. */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * The browser's analytics beacon (SPEC §7): relayed to `{analytics}/analytics/{event}` so the browser never calls
 * the upstream itself. Only known event names pass; failures are logged by the service and never reach the visitor.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const event = params.event;
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (!isAnalyticsEventName(event)) return jsonError(404);
  // sendBeacon posts text/plain, fetch posts JSON: the body is read as text either way, never past 16 KB.
  const raw = await readBodyText(request, BEACON_BODY_LIMIT);
  if (!raw.ok) return jsonError(raw.status);
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw.value || "{}");
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
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
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
