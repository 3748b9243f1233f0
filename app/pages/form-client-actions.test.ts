import type { ClientActionFunctionArgs } from "@remix-run/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENTRY_MESSAGES } from "~/models/contest-entry";
import { addressRequestClientAction } from "./address-request";
import { ENTRY_NOT_SENT, sendContestEntry } from "./contest-entry";
import { OPT_OUT_NOT_SENT, optOutClientAction } from "./privacy-optout";

/** What Remix hands a route's clientAction: the posted request and the call of the server's action. */
function args(fields: Record<string, string>, serverAction: () => Promise<unknown>): ClientActionFunctionArgs {
  const request = new Request("http://localhost/request-envelope", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return { request, params: {}, serverAction } as unknown as ClientActionFunctionArgs;
}

const busy = () => Promise.reject({ status: 503, statusText: "Service Unavailable", internal: false, data: {} });

/** A post the site may have read, whose answer the connection lost: fetch's own error. */
const dropped = () => Promise.reject(new TypeError("Failed to fetch"));

/** A server action a device with no connection must never call. */
const unreachable = () => Promise.reject(new Error("a post was sent with no connection"));

/**
 * The page's data of a post that was not sent, read as the router reads it: a refusal's status (so no loader is
 * asked again) around the data.
 */
async function notSent(answer: Promise<unknown>): Promise<unknown> {
  const response = await answer;
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(503);
  return (response as Response).json();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The action's answer to a checked address: the Postal Service's spelling, to confirm. */
const SHOWN = {
  status: "confirm",
  address: { addressLine1: "1200 4TH ST N", addressLine2: "", city: "SAINT PETERSBURG", state: "FL", zip: "33701" },
  values: {
    name: "Pat Offline",
    street: "1200 4th St N",
    unit: "",
    city: "Saint Petersburg",
    state: "FL",
    zip: "33701",
    reason: "",
  },
};

describe("the mailing-request form in the browser", () => {
  it("comes back with what was posted, from the confirmation's hidden fields too, when the site refused it", async () => {
    const posted = {
      step: "confirm",
      name: " Pat Tester ",
      street: "1200 4th St N",
      city: "Tampa",
      state: "fl",
      zip: "33602",
    };
    const answer = await notSent(addressRequestClientAction(args(posted, busy), "requestEnvelope"));
    expect(answer).toEqual({
      status: "notSent",
      values: {
        name: "Pat Tester",
        street: "1200 4th St N",
        unit: "",
        city: "Tampa",
        state: "FL",
        zip: "33602",
        reason: "",
      },
    });
  });

  it("keeps a refused Confirm on the address it showed, to confirm again, and only for the values it showed", async () => {
    const values = { ...SHOWN.values, name: "Pat Tester" };
    const shown = { ...SHOWN, values };
    expect(
      await addressRequestClientAction(
        args({ ...values, step: "check" }, async () => shown),
        "requestEnvelope",
      ),
    ).toBe(shown);
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "requestEnvelope")),
    ).toEqual({ ...shown, notice: "confirmNotSent" });
    // Values other than those shown (a page of another tab's answer, a crafted post) come back as the form.
    expect(
      await notSent(
        addressRequestClientAction(args({ ...values, zip: "33702", step: "confirm" }, busy), "requestEnvelope"),
      ),
    ).toMatchObject({ status: "notSent", values: { zip: "33702" } });
    // The other form never shows this one's address.
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "removeAddress")),
    ).toMatchObject({ status: "notSent" });
    // Once the form is back (Edit), a refused Confirm has no address to show.
    await addressRequestClientAction(
      args({ ...values, step: "edit" }, async () => ({ status: "edit", values })),
      "requestEnvelope",
    );
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "requestEnvelope")),
    ).toMatchObject({ status: "notSent" });
  });

  it("sends nothing with no connection, and says so: the form as typed, or the address shown to confirm again", async () => {
    const { values } = SHOWN;
    const shown = SHOWN;
    await addressRequestClientAction(
      args({ ...values, step: "check" }, async () => shown),
      "removeAddress",
    );
    vi.stubGlobal("navigator", { onLine: false });
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "check" }, unreachable), "removeAddress")),
    ).toEqual({ status: "offline", values });
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "confirm" }, unreachable), "removeAddress")),
    ).toEqual({ ...shown, notice: "confirmOffline" });
  });

  it("keeps what was sent when the connection dropped under way, saying it may not have arrived", async () => {
    const { values } = SHOWN;
    await addressRequestClientAction(
      args({ ...values, step: "check" }, async () => SHOWN),
      "requestEnvelope",
    );
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "confirm" }, dropped), "requestEnvelope")),
    ).toEqual({ ...SHOWN, notice: "confirmDropped" });
    expect(
      await notSent(addressRequestClientAction(args({ ...values, step: "check" }, dropped), "requestEnvelope")),
    ).toEqual({ status: "dropped", values });
  });

  it("shows the action's own answer as it came", async () => {
    const accepted = { status: "edit", values: {} };
    expect(
      await addressRequestClientAction(
        args({}, async () => accepted),
        "removeAddress",
      ),
    ).toBe(accepted);
  });
});

describe("the opt-out buttons in the browser", () => {
  it("say the choice was not received when the site refused it, and change nothing", async () => {
    expect(await notSent(optOutClientAction(args({ intent: "opt-out" }, busy)))).toEqual({
      ok: false,
      message: OPT_OUT_NOT_SENT.busy,
    });
  });

  it("send nothing with no connection, and say the choice was not sent", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(await notSent(optOutClientAction(args({ intent: "opt-out" }, unreachable)))).toEqual({
      ok: false,
      message: OPT_OUT_NOT_SENT.offline,
    });
  });

  it("say the choice may not have been recorded when the connection dropped under way", async () => {
    expect(await notSent(optOutClientAction(args({ intent: "opt-out" }, dropped)))).toEqual({
      ok: false,
      message: OPT_OUT_NOT_SENT.dropped,
    });
  });

  it("pass on the action's answer", async () => {
    const answer = { ok: true, intent: "opt-out" };
    expect(await optOutClientAction(args({ intent: "opt-out" }, async () => answer))).toBe(answer);
  });
});

describe("a contest's entry form in the browser", () => {
  /** What the visitor typed, as the form posts it (a checked box sends its value). */
  const typed = {
    name: " Kim Busy ",
    email: "kim@example.com",
    zip: "33701",
    ageConfirmed: "yes",
    rulesConsent: "yes",
    verificationToken: "token-1",
  };
  const kept = { name: "Kim Busy", email: "kim@example.com", zip: "33701", ageConfirmed: true, rulesConsent: true };

  it("comes back as typed, entered nowhere, when the site refused it", async () => {
    expect(await notSent(sendContestEntry(args(typed, busy)))).toEqual({
      status: "failed",
      values: kept,
      message: ENTRY_NOT_SENT.busy,
    });
  });

  it("sends nothing with no connection, and says so with the form as typed", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(await notSent(sendContestEntry(args(typed, unreachable)))).toEqual({
      status: "failed",
      values: kept,
      message: ENTRY_NOT_SENT.offline,
    });
    expect(await notSent(sendContestEntry(args({ name: "Kim" }, unreachable)))).toMatchObject({
      values: { name: "Kim", email: "", ageConfirmed: false },
    });
  });

  it("comes back as typed when the connection dropped under way, saying it may not have arrived", async () => {
    expect(await notSent(sendContestEntry(args(typed, dropped)))).toEqual({
      status: "failed",
      values: kept,
      message: ENTRY_NOT_SENT.dropped,
    });
  });

  it("passes on the action's answer", async () => {
    const entered = { status: "accepted", entryId: "e-1", outcome: null, message: ENTRY_MESSAGES.entered };
    expect(await sendContestEntry(args(typed, async () => entered))).toBe(entered);
    // The contest upstream's failure is the action's own answer (a 503 with the form's state): it was read, and says so.
    const upstreamFailed = { status: "failed", values: kept, message: "We're having trouble with our contests." };
    expect(await sendContestEntry(args(typed, async () => upstreamFailed))).toBe(upstreamFailed);
  });
});
