import { redirect } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { isNotSent, sendForm } from "./send-form";

/** An error response as Remix's client decodes one (what `isRouteErrorResponse` reads). */
const errorResponse = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("sendForm", () => {
  it("passes on the action's own answer, whatever its status said", async () => {
    const answer = { status: "unavailable", values: { zip: "33701" } };
    expect(await sendForm(async () => answer)).toBe(answer);
  });

  it.each([429, 503])("tells a refusal with %i (the site busy, nothing read) as not sent", async (status) => {
    const answer = await sendForm(async () => {
      throw errorResponse(status, { error: "refused" });
    });
    expect(isNotSent(answer)).toBe(true);
  });

  it.each([400, 404, 405, 413, 500])(
    "leaves an error response with %i to the page's error boundary",
    async (status) => {
      const error = errorResponse(status, null);
      await expect(sendForm(async () => Promise.reject(error))).rejects.toBe(error);
    },
  );

  it("leaves a redirect, a lost network and any other error to Remix", async () => {
    const moved = redirect("/local/saint-petersburg-fl");
    await expect(sendForm(async () => Promise.reject(moved))).rejects.toBe(moved);
    // The post may have been read before the connection dropped: nobody can say it was not sent.
    for (const failure of [new TypeError("Failed to fetch"), new Error("Unexpected Server Error")]) {
      await expect(sendForm(async () => Promise.reject(failure))).rejects.toBe(failure);
    }
  });

  it("reads only its own mark as not sent", () => {
    expect(isNotSent({ notSent: true })).toBe(true);
    for (const other of [null, undefined, "notSent", { notSent: "true" }, { error: "x" }, []]) {
      expect(isNotSent(other)).toBe(false);
    }
  });
});
