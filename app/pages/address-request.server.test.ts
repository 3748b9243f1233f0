import { randomInt } from "node:crypto";
import { browserToken, contractCatalogForFile } from "~/services/__contract__/harness";
import { addressRequestAction } from "./address-request.server";

const catalog = contractCatalogForFile();

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
const ADDRESS = { name: "Ann Lee", street: STREET, unit: "", city: "Saint Petersburg", state: "FL", zip: "33701" };

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
    const verificationToken = await browserToken(catalog);
    const response = await addressRequestAction(
      post(path, { ...ADDRESS, ...fields, step: "confirm", verificationToken }),
      kind,
    );
    expect(response.data).toMatchObject({ status: "accepted", state: "FL", zip: "33701", verified: true });
    const events = (await catalog.getJson(`/analytics/events?event=${kind}`)) as { pageTitle?: string }[];
    const ours = events.filter((event) => JSON.stringify(event).includes(STREET));
    expect(ours.map((event) => event.pageTitle)).toEqual([title]);
  });
});

describe("human verification of a mailing request (SPEC §7)", () => {
  it("records a second request made with an already used token as nothing, and says it could not verify", async () => {
    const verificationToken = await browserToken(catalog);
    const first = `${randomInt(100_000, 1_000_000)} Main St`;
    const accepted = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, street: first, step: "confirm", verificationToken }),
      "requestEnvelope",
    );
    expect(accepted.data).toMatchObject({ status: "accepted" });
    const second = `${randomInt(100_000, 1_000_000)} Oak St`;
    const reused = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, street: second, step: "confirm", verificationToken }),
      "requestEnvelope",
    );
    expect(reused.init?.status).toBe(422);
    expect(reused.data).toMatchObject({ status: "unverified", values: { street: second } });
    const events = (await catalog.getJson("/analytics/events?event=requestEnvelope")) as unknown[];
    expect(events.filter((event) => JSON.stringify(event).includes(second))).toEqual([]);
  });

  it("records nothing without a token, and asks the visitor to let the check run", async () => {
    const street = `${randomInt(100_000, 1_000_000)} Main St`;
    const response = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, street, step: "confirm" }),
      "requestEnvelope",
    );
    expect(response.init?.status).toBe(422);
    expect(response.data).toMatchObject({ status: "verificationRequired", values: { street } });
    const events = (await catalog.getJson("/analytics/events?event=requestEnvelope")) as unknown[];
    expect(events.filter((event) => JSON.stringify(event).includes(street))).toEqual([]);
  });
});

describe("the two steps of a mailing request", () => {
  it("shows the standardized address for confirmation and records nothing yet", async () => {
    const response = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, street: `${STREET.replace(" St", " Street")}` }),
      "requestEnvelope",
    );
    expect(response.data).toMatchObject({
      status: "confirm",
      address: { addressLine1: STREET.toUpperCase(), state: "FL", zip: "33701" },
    });
    const events = (await catalog.getJson("/analytics/events?event=requestEnvelope")) as unknown[];
    expect(events.filter((event) => JSON.stringify(event).includes(STREET.replace(" St", " Street")))).toEqual([]);
  });

  it("keeps the values with Edit", async () => {
    const response = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, step: "edit" }),
      "requestEnvelope",
    );
    expect(response.data).toMatchObject({ status: "edit", values: { street: STREET } });
  });

  it("says so when the ZIP code is outside the mailing area", async () => {
    const response = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, city: "Absarokee", state: "MT", zip: "59001" }),
      "requestEnvelope",
    );
    expect(response.init?.status).toBe(422);
    expect(response.data).toMatchObject({ status: "outsideArea", values: { zip: "59001" } });
  });

  it("keeps the values when the standardization service fails", async () => {
    await catalog.fault({ path: "/address/standardize", status: 500, times: 1 });
    const response = await addressRequestAction(post("/request-envelope", ADDRESS), "requestEnvelope");
    expect(response.init?.status).toBe(503);
    expect(response.data).toMatchObject({ status: "unavailable", values: { street: STREET } });
  });

  it("refuses a forged verification token, keeping the values", async () => {
    const response = await addressRequestAction(
      post("/request-envelope", { ...ADDRESS, step: "confirm", verificationToken: "forged" }),
      "requestEnvelope",
    );
    expect(response.data).toMatchObject({ status: "unverified", values: { street: STREET } });
  });
});
