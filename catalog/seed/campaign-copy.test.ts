import { CAMPAIGNS, CAMPAIGN_ROUTE_SLUGS } from "./campaign-data";
import { campaignBody } from "./campaigns";

/**
 * Campaign pages are their own pages (issue 29, item 9): the copy a campaign page shows (title, tagline, summary
 * and body) shares less than half of its words with any other campaign's. Words are compared as distinct
 * lower-case words, without the little words every English sentence uses, as a share of the shorter copy's words.
 */
const MAX_SHARED = 0.5;

const LITTLE_WORDS = new Set(
  "a an and are as at be by for from in into is it its of on or our so than that the their them then this to up us we with you your".split(
    " ",
  ),
);

function wordsOf(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).filter((word) => !LITTLE_WORDS.has(word)));
}

function shared(a: Set<string>, b: Set<string>): number {
  let common = 0;
  for (const word of a) if (b.has(word)) common += 1;
  return common / Math.min(a.size, b.size);
}

const copies = CAMPAIGNS.map((campaign) => ({
  slug: campaign.slug,
  words: wordsOf([campaign.title, campaign.tagline, campaign.summary, campaignBody(campaign)].join(" ")),
}));

describe("campaign copy", () => {
  it("exists for every campaign of SPEC §2's route list", () => {
    expect(copies.map((copy) => copy.slug).sort()).toEqual([...CAMPAIGN_ROUTE_SLUGS].sort());
    for (const copy of copies) expect(copy.words.size, copy.slug).toBeGreaterThan(30);
  });

  it(`shares less than ${MAX_SHARED * 100}% of its words with any other campaign's`, () => {
    const tooClose: string[] = [];
    for (const [index, a] of copies.entries()) {
      for (const b of copies.slice(index + 1)) {
        const share = shared(a.words, b.words);
        if (share >= MAX_SHARED) tooClose.push(`${a.slug} ~ ${b.slug}: ${Math.round(share * 100)}%`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it("measures what it says: a copy pasted into another reads as shared", () => {
    const [first] = copies;
    expect(shared(first!.words, new Set([...first!.words, "extra"]))).toBe(1);
  });
});
