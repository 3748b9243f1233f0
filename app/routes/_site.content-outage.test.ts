import type { ShellData } from "~/models/shell";
import { FIXED_SPECIAL_OFFERS } from "~/models/navigation";
import { bodyOf, thrown, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { SPEC_FIXED_SPECIAL_OFFER_PATHS } from "~/test-support/spec-lists";
import { loader as campaignLoader } from "./_promo.$campaign/route";
import { loader as blogLoader } from "./_site.blog._index/route";
import { loader as shellLoader } from "./_site";
import { log } from "~/services/log.server";

// Its own file, so the process-wide cache has never held the content repository's answers: what pages show the
// first time the content store fails, with no last good copy to serve (issue 29, item 1).
const catalog = catalogForLoaders();

const quiet = () => vi.spyOn(log, "warn").mockImplementation(() => undefined);

describe("pages while the content repository fails", () => {
  it("keep SPEC §2's nine fixed Special Offers pages in the menu", async () => {
    await catalog.fault({ path: "/content", status: 500, times: 5 });
    const warn = quiet();
    const shell = bodyOf(await shellLoader(visitArgs("/coupon-codes"))) as ShellData;
    warn.mockRestore();
    const paths = shell.specialOffers.map((link) => link.to);
    for (const path of SPEC_FIXED_SPECIAL_OFFER_PATHS) {
      expect(paths).toContain(path);
    }
    expect(FIXED_SPECIAL_OFFERS).toHaveLength(9);
  });

  it("answer a campaign page with its own message (503, never cached), not the site-wide maintenance page", async () => {
    await catalog.fault({ path: "/content", status: 500, times: 5 });
    const warn = quiet();
    const response = await thrown(campaignLoader(visitArgs("/legoland", { params: { campaign: "legoland" } })));
    warn.mockRestore();
    expect(response.status).toBe(503);
    // The maintenance page is a bodiless 503; this one names what is missing, in the promotion's words.
    expect(await response.json()).toEqual({ unavailable: "We seem to be having trouble loading this promotion" });
  });

  it("answer the blog with the blog's own message", async () => {
    await catalog.fault({ path: "/content", status: 500, times: 5 });
    const warn = quiet();
    const answer = await blogLoader(visitArgs("/blog"));
    warn.mockRestore();
    expect(bodyOf(answer)).toMatchObject({ blog: null, message: "We seem to be having trouble loading our blog" });
  });
});
