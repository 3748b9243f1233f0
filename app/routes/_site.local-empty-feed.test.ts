import { answerNotes } from "~/http/answer-notes.server";
import { catalogForLoaders, visitArgs, inRequest } from "~/test-support/loader-harness";
import { loader as localLoader } from "./_site.local.$slug._index";

// Its own file, so the process-wide upstream cache (on, as in production) has never held this city's listings.
const catalog = catalogForLoaders();

const SLUG = "saint-petersburg-fl";

async function visit() {
  const args = visitArgs(`/local/${SLUG}`, { params: { slug: SLUG } });
  return { args, page: await inRequest(args, localLoader) };
}

describe("the local page after the listing feed answered an empty list once", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the recovered feed's coupons within a few seconds, and asks shared caches to keep the empty page only briefly", async () => {
    // Every listing feed the page asks (its cell's, decision 049) answers `[]` for one visit, then recovers.
    await catalog.fault({ path: "/coupon-feed/", status: 200, body: "[]", times: 100 });
    vi.useFakeTimers({ toFake: ["Date"] });
    const empty = await visit();
    await catalog.clearFaults();
    expect(empty.page.visit.total + empty.page.serving.total).toBe(0);
    expect(empty.page.alternatives).not.toBeNull();
    expect(answerNotes(empty.args.context).brief).toBe(true);

    // A few seconds later (the feed has recovered): the full list, not the empty one kept for the cache's minute.
    vi.setSystemTime(Date.now() + 6_000);
    const full = await visit();
    expect(full.page.visit.total).toBeGreaterThan(0);
    expect(full.page.serving.total).toBeGreaterThan(0);
    expect(full.page.alternatives).toBeNull();
    expect(answerNotes(full.args.context).brief).toBe(false);
  });
});
