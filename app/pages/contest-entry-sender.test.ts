// @vitest-environment jsdom
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { describe, expect, it, vi } from "vitest";

/** An entry the site was too busy to read, as Remix hands it to the page's client action. */
function refusedEntry(): ClientActionFunctionArgs {
  const request = new Request("http://localhost/iheart", {
    method: "POST",
    body: new URLSearchParams({ name: "Kim", email: "kim@example.com", zip: "33701" }),
  });
  const serverAction = () =>
    Promise.reject({ status: 503, statusText: "Service Unavailable", internal: false, data: {} });
  return { request, params: {}, serverAction } as unknown as ClientActionFunctionArgs;
}

describe("the client action of a page with an entry form", () => {
  it("sends through the form's sender once the form's code is loaded, keeping a refused entry as typed", async () => {
    vi.resetModules();
    await import("~/components/campaigns/EntryForm");
    const { contestEntryClientAction } = await import("./contest-entry-sender");
    const answer = await contestEntryClientAction(refusedEntry());
    expect(answer).toBeInstanceOf(Response);
    expect(await (answer as Response).json()).toMatchObject({
      status: "failed",
      values: { name: "Kim", zip: "33701" },
    });
  });

  it("leaves the post to the server's action while no form has loaded", async () => {
    vi.resetModules();
    const { contestEntryClientAction } = await import("./contest-entry-sender");
    await expect(contestEntryClientAction(refusedEntry())).rejects.toMatchObject({ status: 503 });
  });
});
