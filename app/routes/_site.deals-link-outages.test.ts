import type { ShellData } from "~/models/shell";
import { answerNotes } from "~/http/answer-notes.server";
import { bodyOf, catalogForLoaders, inRequest, SAINT_PETERSBURG, visitArgs } from "~/test-support/loader-harness";
import { log } from "~/services/log.server";
import { loader as shellLoader } from "./_site";

// SPEC §4: a failed franchise lookup or deals answer hides the Deals link. Every page's header shows that link, so
// a page rendered during the failure is one a shared cache keeps only briefly (BRIEF_PAGE_LIFETIMES), not for the
// minutes the same visitors would be told their corporate-owned territory has no deals. Its own file: the
// process-wide cache has never held the franchise or deals answers (a failure is never cached; an answer is).
process.env.UPSTREAM_TIMEOUT_MS = "300";
const catalog = catalogForLoaders();

async function header(location = SAINT_PETERSBURG) {
  const args = visitArgs("/careers/our-teams", { location });
  const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
  try {
    const shell = bodyOf(await inRequest(args, shellLoader)) as ShellData;
    return { dealsAvailable: shell.dealsAvailable, brief: answerNotes(args.context).brief };
  } finally {
    warn.mockRestore();
  }
}

describe("the Deals link of a corporate-owned territory's pages", () => {
  it.each([
    ["the franchise lookup fails", "/franchise-info/", { status: 500 }],
    ["the franchise lookup times out", "/franchise-info/", { delayMs: 900 }],
    ["the deals upstream fails", "/deals/offers", { status: 500 }],
    ["the deals upstream answers no deal", "/deals/offers", { status: 200, body: "[]" }],
  ])("while %s: is hidden, and the page is shared only briefly", async (_name, path, fault) => {
    await catalog.fault({ path, ...fault });
    expect(await header()).toEqual({ dealsAvailable: false, brief: true });
  });

  it("where no deal is within reach (the deals directory agrees): is hidden, and the page is shared for its full lifetime", async () => {
    // Oxford, MS: company-owned (no franchise serves it), its nearest deal hundreds of miles away.
    const oxford = { city: "Oxford", state: "MS", zip: "38655", coords: { lat: 34.3308, lng: -89.4835 } };
    expect(await header(oxford)).toEqual({ dealsAvailable: false, brief: false });
  });

  it("once they answer: leads to /deals, and the page is shared for its full lifetime", async () => {
    expect(await header()).toEqual({ dealsAvailable: true, brief: false });
  });
});
