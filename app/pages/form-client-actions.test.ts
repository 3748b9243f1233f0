import type { ClientActionFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { addressRequestClientAction } from "./address-request";
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
    const answer = await addressRequestClientAction(args(posted, busy), "requestEnvelope");
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
    const values = {
      name: "Pat Tester",
      street: "1200 4th St N",
      unit: "",
      city: "Saint Petersburg",
      state: "FL",
      zip: "33701",
      reason: "",
    };
    const address = {
      addressLine1: "1200 4TH ST N",
      addressLine2: "",
      city: "SAINT PETERSBURG",
      state: "FL",
      zip: "33701",
    };
    const shown = { status: "confirm", address, values };
    expect(
      await addressRequestClientAction(
        args({ ...values, step: "check" }, async () => shown),
        "requestEnvelope",
      ),
    ).toBe(shown);
    expect(await addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "requestEnvelope")).toEqual({
      ...shown,
      notice: "confirmNotSent",
    });
    // Values other than those shown (a page of another tab's answer, a crafted post) come back as the form.
    expect(
      await addressRequestClientAction(args({ ...values, zip: "33702", step: "confirm" }, busy), "requestEnvelope"),
    ).toMatchObject({ status: "notSent", values: { zip: "33702" } });
    // The other form never shows this one's address.
    expect(await addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "removeAddress")).toMatchObject(
      { status: "notSent" },
    );
    // Once the form is back (Edit), a refused Confirm has no address to show.
    await addressRequestClientAction(
      args({ ...values, step: "edit" }, async () => ({ status: "edit", values })),
      "requestEnvelope",
    );
    expect(
      await addressRequestClientAction(args({ ...values, step: "confirm" }, busy), "requestEnvelope"),
    ).toMatchObject({ status: "notSent" });
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
    expect(await optOutClientAction(args({ intent: "opt-out" }, busy))).toEqual({
      ok: false,
      message: OPT_OUT_NOT_SENT,
    });
  });

  it("pass on the action's answer", async () => {
    const answer = { ok: true, intent: "opt-out" };
    expect(await optOutClientAction(args({ intent: "opt-out" }, async () => answer))).toBe(answer);
  });
});
