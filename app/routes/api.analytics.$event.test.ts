import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { catalogForLoaders } from "~/test-support/loader-harness";
import { action, loader } from "./api.analytics.$event";

const catalog = catalogForLoaders();
// A small limit, so the test reaches it (the default is sized for carrier NAT: decision 044).
process.env.ANALYTICS_BEACONS_PER_MINUTE = "60";

/** A beacon as the browser's `track()` posts it, from `address`, with the headers given (cookie, Sec-GPC). */
function beacon(
  event: string,
  marker: string,
  { address = "203.0.113.7", headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost/api/analytics/${event}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      analyticsData: { offerId: marker },
      contentZone: "redeem",
      requestUrl: "http://localhost/local/x",
    }),
  });
  return action({ request, params: { event }, context: { clientIp: address } } as unknown as ActionFunctionArgs);
}

/** Whether the catalog's analytics store holds an event carrying `marker`. */
async function recorded(event: string, marker: string): Promise<boolean> {
  return JSON.stringify(await catalog.getJson(`/analytics/events?event=${event}`)).includes(marker);
}

/** An address of its own per test, so no test spends another one's beacons of the minute. */
const freshAddress = () => `visitor-${randomUUID()}`;

describe("the analytics relay", () => {
  it("relays a beacon from a browser that has not opted out", async () => {
    const marker = `relayed-${randomUUID()}`;
    const answer = await beacon("clickPrintOffer", marker, { address: freshAddress() });
    expect(answer.status).toBe(204);
    expect(await recorded("clickPrintOffer", marker)).toBe(true);
  });

  it.each([
    ["the opt-out cookie", { Cookie: "vp_local_geo=x; vp_dns=1" }],
    ["Global Privacy Control", { "Sec-GPC": "1" }],
  ])("relays nothing for a browser that opted out with %s, and answers 204 no-store", async (_, headers) => {
    const marker = `opted-out-${randomUUID()}`;
    const answer = await beacon("clickPrintOffer", marker, { address: freshAddress(), headers });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await recorded("clickPrintOffer", marker)).toBe(false);
  });

  it("refuses an address past its beacons of the minute with 429 no-store, and keeps relaying for others", async () => {
    const flooding = freshAddress();
    const marker = `flood-${randomUUID()}`;
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await beacon("clickPrintOffer", `${marker}-${i}`, { address: flooding })).status);
    expect(answers.slice(0, 60).every((status) => status === 204)).toBe(true);
    const refused = await beacon("clickPrintOffer", `${marker}-late`, { address: flooding });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await recorded("clickPrintOffer", `${marker}-late`)).toBe(false);

    const other = `other-${randomUUID()}`;
    expect((await beacon("clickPrintOffer", other, { address: freshAddress() })).status).toBe(204);
    expect(await recorded("clickPrintOffer", other)).toBe(true);
  });
});

describe("the analytics relay asked wrongly", () => {
  it("answers a GET with 405 and Allow: POST", async () => {
    const answer = loader();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  it("refuses a body that is not JSON with 400, relaying nothing", async () => {
    const request = new Request("http://localhost/api/analytics/offerClick", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    const answer = await action({
      request,
      params: { event: "offerClick" },
      context: { clientIp: freshAddress() },
    } as unknown as ActionFunctionArgs);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "Bad Request" });
  });
});
