import { randomInt } from "node:crypto";
import { useContractCatalog } from "~/services/__contract__/harness";
import { addressRequestAction } from "./address-request.server";

const catalog = useContractCatalog();

// The action reads the process-wide services, so they are pointed at the test catalog before the first call.
beforeAll(() => {
  process.env.UPSTREAM_BASE_URL = catalog.url;
});

function post(path: string, fields: Record<string, string | undefined>): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return new Request(`http://localhost:3000${path}`, { method: "POST", body });
}

// The catalog keeps events between runs, so each run's street number tells its own events apart.
const STREET = `${randomInt(100_000, 1_000_000)} Main St`;
const ADDRESS = { name: "Ann Lee", street: STREET, unit: "", city: "Tampa", state: "FL", zip: "33701" };

describe("mailing-request action against the catalog", () => {
  it.each([
    { kind: "requestEnvelope" as const, path: "/request-envelope", fields: {}, title: "Request a Valuvo Envelope" },
    {
      kind: "removeAddress" as const,
      path: "/remove-address",
      fields: { reason: "moved" },
      title: "Remove Your Address From Our Mailing List",
    },
  ])("records $kind under the heading its page shows", async ({ kind, path, fields, title }) => {
    const response = await addressRequestAction(post(path, { ...ADDRESS, ...fields }), kind);
    expect(response.data).toMatchObject({ status: "accepted", city: "Tampa", state: "FL", zip: "33701" });
    const events = (await catalog.getJson(`/analytics/events?event=${kind}`)) as { pageTitle?: string }[];
    const ours = events.filter((event) => JSON.stringify(event).includes(STREET));
    expect(ours.map((event) => event.pageTitle)).toEqual([title]);
  });
});
