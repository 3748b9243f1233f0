import { redirect } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isNotSent, notSentAnswer, sendForm } from "./send-form";

/** An error response as Remix's client decodes one (what `isRouteErrorResponse` reads). */
const errorResponse = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendForm", () => {
  it("passes on the action's own answer, whatever its status said", async () => {
    const answer = { status: "unavailable", values: { zip: "33701" } };
    expect(await sendForm(async () => answer)).toBe(answer);
  });

  it.each([429, 503])("tells a refusal with %i (the site busy, nothing read) as not sent", async (status) => {
    const answer = await sendForm(async () => {
      throw errorResponse(status, { error: "refused" });
    });
    expect(answer).toEqual({ notSent: true, reason: "busy" });
  });

  it("sends nothing from a device with no connection, and tells it as not sent, offline", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    let called = false;
    const answer = await sendForm(async () => {
      called = true;
      return { ok: true };
    });
    expect(answer).toEqual({ notSent: true, reason: "offline" });
    expect(called).toBe(false);
  });

  it.each([400, 404, 405, 413, 500])(
    "leaves an error response with %i to the page's error boundary",
    async (status) => {
      const error = errorResponse(status, null);
      await expect(sendForm(async () => Promise.reject(error))).rejects.toBe(error);
    },
  );

  it.each([
    "Failed to fetch",
    "Failed to fetch (www.valuvo.com)",
    "NetworkError when attempting to fetch resource.",
    "Load failed",
  ])(
    "tells a post whose connection failed under way (%s) as not sent, dropped: the site may have read it",
    async (message) => {
      expect(await sendForm(async () => Promise.reject(new TypeError(message)))).toEqual({
        notSent: true,
        reason: "dropped",
      });
    },
  );

  it("leaves a redirect and any other error to Remix", async () => {
    const moved = redirect("/local/saint-petersburg-fl");
    await expect(sendForm(async () => Promise.reject(moved))).rejects.toBe(moved);
    // A script's own TypeError, or a message fetch never gives, is a bug to show, not a lost connection.
    for (const failure of [
      new TypeError("Cannot read properties of undefined (reading 'data')"),
      new Error("Failed to fetch"),
      // The router aborts a post it no longer wants (the shopper went elsewhere): no connection failed.
      new DOMException("signal is aborted without reason", "AbortError"),
      new Error("Unexpected Server Error"),
    ]) {
      await expect(sendForm(async () => Promise.reject(failure))).rejects.toBe(failure);
    }
  });

  it("reads only its own mark as not sent", () => {
    for (const reason of ["busy", "offline", "dropped"]) expect(isNotSent({ notSent: true, reason })).toBe(true);
    for (const other of [
      null,
      undefined,
      "notSent",
      { notSent: true },
      { notSent: "true", reason: "busy" },
      { notSent: true, reason: "lost" },
      { notSent: true, offline: false },
      { error: "x" },
      [],
    ]) {
      expect(isNotSent(other)).toBe(false);
    }
  });

  it("answers a post not sent with its data in a refusal's status, which keeps the router from asking loaders again", async () => {
    const answer = notSentAnswer({ status: "offline", values: { zip: "33701" } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Content-Type")).toBe("application/json");
    expect(await answer.json()).toEqual({ status: "offline", values: { zip: "33701" } });
  });
});
