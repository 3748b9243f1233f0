import { answerNotes } from "~/http/answer-notes.server";
import { catalogForLoaders, visitArgs, inRequest } from "~/test-support/loader-harness";
import { loader } from "./route";

// Its own file, for a budget of its own: the search's other towns are waited for 100 ms and answer 300 ms late, so
// the test waits on no production budget (SEARCH_ELSEWHERE_BUDGET_MS, 1.2 s).
process.env.SEARCH_ELSEWHERE_BUDGET_MS = "100";
const catalog = catalogForLoaders();

const OKLAHOMA_CITY = { city: "Oklahoma City", state: "OK", zip: "73102", coords: { lat: 35.4697, lng: -97.5199 } };

describe("a search whose other towns answer past the budget", () => {
  it("goes without them, keeps the place's categories, and asks shared caches to keep it only briefly", async () => {
    // Every search (the place's own, then each town's) answers a little after the budget.
    await catalog.fault({ path: "/search-feed/", delayMs: 300, times: 20 });
    const args = visitArgs("/search?term=stillwater", { location: OKLAHOMA_CITY });
    const page = await inRequest(args, loader);
    expect(page.groups).toEqual({ near: [], serving: [], deals: [], online: [] });
    expect(page.help!.elsewhere).toBeNull();
    expect(page.help!.categories.length).toBeGreaterThan(3);
    expect(answerNotes(args.context).brief).toBe(true);
  });
});
