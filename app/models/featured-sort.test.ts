import { FEATURED_ORG_ID, featuredFirst, isFeatured } from "./featured-sort";

describe("featuredFirst", () => {
  it.each([
    ["no featured listings keep their order", [[1], [2], [3]], ["0", "1", "2"]],
    ["a featured listing moves to the front", [[1], [2], [FEATURED_ORG_ID]], ["2", "0", "1"]],
    ["featured listings keep their relative order", [[FEATURED_ORG_ID], [5], [7, FEATURED_ORG_ID]], ["0", "2", "1"]],
    ["an empty list stays empty", [], []],
  ])("%s", (_name, orgIdLists, expectedOrder) => {
    const listings = orgIdLists.map((orgIds, index) => ({ id: String(index), orgIds }));
    expect(featuredFirst(listings).map((listing) => listing.id)).toEqual(expectedOrder);
  });

  it("does not reorder the caller's array", () => {
    const listings = [{ orgIds: [1] }, { orgIds: [FEATURED_ORG_ID] }];
    featuredFirst(listings);
    expect(listings[0]?.orgIds).toEqual([1]);
  });
});

describe("isFeatured", () => {
  it.each([
    [[FEATURED_ORG_ID], true],
    [[1, FEATURED_ORG_ID], true],
    [[1, 2], false],
    [[], false],
  ])("org ids %j are featured: %s", (orgIds, expected) => {
    expect(isFeatured({ orgIds })).toBe(expected);
  });
});
