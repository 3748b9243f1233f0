import {
  parseIsoDate,
  addRecent,
  parseRecents,
  purgeExpired,
  RECENTS_DEFAULT_DAYS,
  RECENTS_KEY,
  RECENTS_MAX,
  serializeRecents,
  type LocalRecentInput,
  type OtherRecentInput,
  type RecentItem,
} from "./recents";

const now = new Date("2025-06-01T12:00:00.000Z");
const sixtyDaysLater = "2025-07-31T12:00:00.000Z";

function localOffer(id: number | string, overrides: Partial<LocalRecentInput> = {}): LocalRecentInput {
  return {
    kind: "local",
    id,
    title: `Offer ${id}`,
    businessName: "Joe's Pizza",
    logoURL: "/logos/joes.svg",
    url: `/local/saint-petersburg-fl/joes-pizza-100?store=5`,
    displayExpiration: false,
    offerExpirationDate: "2025-12-31",
    ...overrides,
  };
}

const couponCode: OtherRecentInput = {
  kind: "code",
  id: "sdc_1_2_3_42",
  title: "20% off sitewide",
  businessName: "Shoe Barn",
  logoURL: "https://cdn.example.com/shoe-barn.png",
  url: "/coupon-codes/shoe-barn?cpncode=sdc_1_2_3_42",
};

function fill(count: number): RecentItem[] {
  let list: RecentItem[] = [];
  for (let id = 1; id <= count; id += 1) list = addRecent(list, localOffer(id), now);
  return list;
}

describe("recently viewed constants", () => {
  it("uses the SPEC storage key and limits", () => {
    expect([RECENTS_KEY, RECENTS_MAX, RECENTS_DEFAULT_DAYS]).toEqual(["recents", 24, 60]);
  });
});

describe("addRecent", () => {
  it("puts a newly opened offer first", () => {
    const list = addRecent(fill(2), localOffer(3), now);
    expect(list.map((item) => item.id)).toEqual(["3", "2", "1"]);
  });

  it("moves a re-opened offer to the front without duplicating it", () => {
    const list = addRecent(fill(3), localOffer(1), now);
    expect(list.map((item) => item.id)).toEqual(["1", "3", "2"]);
  });

  it("treats numeric and string forms of an id as the same offer", () => {
    const list = addRecent(addRecent([], localOffer(7), now), localOffer("7"), now);
    expect(list).toHaveLength(1);
  });

  it("keeps a coupon code and a local offer that share an id apart", () => {
    const list = addRecent(addRecent([], localOffer("42"), now), { ...couponCode, id: "42" }, now);
    expect(list.map((item) => `${item.kind}:${item.id}`)).toEqual(["code:42", "local:42"]);
  });

  it("drops the oldest of 24 recently viewed offers", () => {
    const full = fill(RECENTS_MAX);
    expect(full).toHaveLength(24);
    const list = addRecent(full, localOffer(25), now);
    expect(list).toHaveLength(24);
    expect(list[0]?.id).toBe("25");
    expect(list.map((item) => item.id)).not.toContain("1");
    expect(list.at(-1)?.id).toBe("2");
  });

  it("does not drop anything when a re-opened offer is already among 24", () => {
    const list = addRecent(fill(RECENTS_MAX), localOffer(1), now);
    expect(list).toHaveLength(24);
    expect(list[0]?.id).toBe("1");
    expect(list.at(-1)?.id).toBe("2");
  });

  it("does not change the list it was given", () => {
    const before = fill(2);
    const snapshot = structuredClone(before);
    addRecent(before, localOffer(3), now);
    expect(before).toEqual(snapshot);
  });

  it("stores the business-profile URL and display fields of a local offer", () => {
    const [item] = addRecent([], localOffer(9), now);
    expect(item).toEqual({
      id: "9",
      kind: "local",
      title: "Offer 9",
      businessName: "Joe's Pizza",
      logoURL: "/logos/joes.svg",
      url: "/local/saint-petersburg-fl/joes-pizza-100?store=5",
      expiresAt: sixtyDaysLater,
    });
  });

  it.each<[string, Partial<LocalRecentInput>, string]>([
    [
      "the offer's own date when it is displayed",
      { displayExpiration: true, offerExpirationDate: "2025-09-15T04:00:00.000Z" },
      "2025-09-15T04:00:00.000Z",
    ],
    [
      "the end of a displayed date-only expiration",
      { displayExpiration: true, offerExpirationDate: "2025-12-31" },
      new Date(2025, 11, 31, 23, 59, 59, 999).toISOString(),
    ],
    [
      "60 days when the expiration is not displayed",
      { displayExpiration: false, offerExpirationDate: "2025-09-15" },
      sixtyDaysLater,
    ],
    [
      "60 days when a displayed expiration is missing",
      { displayExpiration: true, offerExpirationDate: null },
      sixtyDaysLater,
    ],
    [
      "60 days when a displayed expiration is unreadable",
      { displayExpiration: true, offerExpirationDate: "soon" },
      sixtyDaysLater,
    ],
  ])("expires a local offer at %s", (_label, overrides, expiresAt) => {
    expect(addRecent([], localOffer(1, overrides), now)[0]?.expiresAt).toBe(expiresAt);
  });

  it.each<[string, OtherRecentInput, string]>([
    ["60 days by default", couponCode, sixtyDaysLater],
    [
      "its explicit expiry",
      { ...couponCode, kind: "deal", expiresAt: "2025-08-01T00:00:00.000Z" },
      "2025-08-01T00:00:00.000Z",
    ],
  ])("expires a coupon code or deal after %s", (_label, input, expiresAt) => {
    expect(addRecent([], input, now)[0]?.expiresAt).toBe(expiresAt);
  });
});

describe("purgeExpired", () => {
  const item = (id: string, expiresAt: string): RecentItem => ({
    id,
    kind: "local",
    title: id,
    businessName: "B",
    logoURL: "",
    url: "/",
    expiresAt,
  });

  it("removes items whose expiry has passed and keeps the rest in order", () => {
    const list = [
      item("future", "2025-06-02T00:00:00.000Z"),
      item("past", "2025-05-31T00:00:00.000Z"),
      item("exactly-now", now.toISOString()),
      item("later", "2026-01-01T00:00:00.000Z"),
    ];
    expect(purgeExpired(list, now).map((kept) => kept.id)).toEqual(["future", "later"]);
  });

  it("purges everything once 60 days have passed for default expiries", () => {
    const list = fill(3);
    expect(purgeExpired(list, new Date("2025-07-31T11:59:59.000Z"))).toHaveLength(3);
    expect(purgeExpired(list, new Date("2025-07-31T12:00:00.000Z"))).toHaveLength(0);
  });
});

describe("parseRecents", () => {
  const valid = fill(2);

  it("reads back what was stored", () => {
    expect(parseRecents(serializeRecents(valid))).toEqual(valid);
  });

  it.each<[string, string | null]>([
    ["nothing stored", null],
    ["an empty string", ""],
    ["corrupted JSON", '[{"id":"1",'],
    ["an object instead of a list", JSON.stringify({ 0: valid[0] })],
    ["a number", "7"],
    ["the string null", "null"],
  ])("reads %s as an empty list", (_label, raw) => {
    expect(parseRecents(raw)).toEqual([]);
  });

  it("keeps only the valid entries of a partly corrupted list", () => {
    const [first, second] = valid as [RecentItem, RecentItem];
    const raw = JSON.stringify([
      first,
      null,
      "text",
      [1, 2],
      { ...second, id: 5 },
      { ...second, id: "" },
      { ...second, kind: "other" },
      { ...second, title: undefined },
      { ...second, expiresAt: "never" },
      { ...second, url: "javascript:alert(1)" },
      { ...second, url: "//evil.example.com" },
      { ...second, logoURL: "data:image/svg+xml,<svg/>" },
      { ...first, title: "duplicate of the first" },
      second,
    ]);
    expect(parseRecents(raw)).toEqual([first, second]);
  });

  it("keeps no more than 24 entries", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...valid[0], id: String(index) }));
    expect(parseRecents(JSON.stringify(many))).toHaveLength(24);
  });

  it("drops properties that are not part of an item", () => {
    const raw = JSON.stringify([{ ...valid[0], extra: "x" }]);
    expect(Object.keys(parseRecents(raw)[0] ?? {})).not.toContain("extra");
  });
});

describe("parseIsoDate", () => {
  it.each([
    ["2027-12-15", new Date(2027, 11, 15).getTime()],
    ["2027-12-15T10:30", new Date(2027, 11, 15, 10, 30).getTime()],
    ["2027-12-15T10:30:05.250Z", Date.UTC(2027, 11, 15, 10, 30, 5, 250)],
    ["2027-12-15T10:30:05+02:00", Date.UTC(2027, 11, 15, 8, 30, 5)],
    [" 2027-12-15 ", new Date(2027, 11, 15).getTime()],
  ])("reads %j", (value, time) => expect(parseIsoDate(value)?.getTime()).toBe(time));

  it.each([
    "",
    "2027-02-30",
    "2027-13-01",
    "2027-12-15T25:00",
    "15/12/2027",
    "2027-12-15 10:30",
    "soon",
    "2027-12-15T10:61",
  ])("refuses %j", (value) => expect(parseIsoDate(value)).toBeNull());
});
