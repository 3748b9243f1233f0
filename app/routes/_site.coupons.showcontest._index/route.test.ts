import type { ContestsPageData } from "~/models/contest-pages";
import { bodyOf, catalogForLoaders } from "~/test-support/loader-harness";
import { loader } from "./route";

const catalog = catalogForLoaders();

describe("the contest list's loader", () => {
  // First: the services cache the list for this process, so a later call would not reach the failing upstream.
  it("shows the contests upstream's message with status 503 when the list fails", async () => {
    await catalog.fault({ path: "/contests", status: 500, times: 1 });
    const answer = (await loader()) as unknown as { init: { status: number }; data: ContestsPageData };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({ ok: false, message: expect.stringContaining("contests") });
  });

  it("lists open, upcoming and past contests, the past ones with their winners", async () => {
    const page = bodyOf(await loader()) as ContestsPageData;
    if (!page.ok) throw new Error(page.message);
    expect(page.open.some((contest) => contest.campaignPath === "/hgtv")).toBe(true);
    expect(page.upcoming.length).toBeGreaterThan(0);
    expect(page.closed.length).toBeGreaterThan(2);
    expect(page.closed.every((contest) => contest.winners.length > 0)).toBe(true);
  });

  it("links only campaign pages the content repository holds", async () => {
    const campaigns = new Set((await catalog.services().contentRepository.getCampaigns()).map((c) => `/${c.slug}`));
    const page = bodyOf(await loader()) as ContestsPageData;
    if (!page.ok) throw new Error(page.message);
    for (const contest of [...page.open, ...page.upcoming, ...page.closed]) {
      if (contest.campaignPath !== null) expect(campaigns.has(contest.campaignPath)).toBe(true);
    }
  });
});
