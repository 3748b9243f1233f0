import { readFileSync } from "node:fs";
import { printIdBarcodeSvg } from "~/routes/api.barcode.$printId/barcode.server";
import { theme } from "~/styles/theme";
import {
  addToWallet,
  barcodeFromSvg,
  isPrintId,
  parseWallet,
  printIdFromHash,
  purgeExpiredCoupons,
  removeAllQuestion,
  removeFromWallet,
  serializeWallet,
  toWalletCoupon,
  walletCouponHref,
  WALLET_MAX,
  walletDatesText,
  type WalletCouponInput,
} from "./wallet";

const NOW = new Date("2026-11-26T12:00:00Z");
const barcode = barcodeFromSvg(printIdBarcodeSvg("12345671764160000"))!;

function input(over: Partial<WalletCouponInput> = {}): WalletCouponInput {
  return {
    printId: "12345671764160000",
    offerId: "9001",
    businessName: "Joe's Pizza",
    title: "$5 off",
    disclaimers: "One per visit.",
    expiresText: "Expires Dec 31, 2026",
    displayExpiration: true,
    offerExpirationDate: "2026-12-31",
    addressLines: ["1 Main St", "Saint Petersburg, FL 33714"],
    phone: "(727) 555-0100",
    url: "/local/saint-petersburg-fl/joes-pizza-1?store=2&offer=9001",
    barcode,
    ...over,
  };
}

describe("wallet", () => {
  it("reads bwip-js's drawing of a print id: a view box and one stroked path per bar width", () => {
    expect(barcode.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(barcode.strokes.length).toBeGreaterThan(0);
    expect(barcode.strokes.every((s) => /^M\d/.test(s.d))).toBe(true);
    expect(barcodeFromSvg("<svg><script>alert(1)</script></svg>")).toBeNull();
    expect(
      barcodeFromSvg('<svg viewBox="0 0 1 1"><path stroke-width="2" d="M0 0L1 1" onload="x"/></svg>'),
    ).not.toBeNull();
    expect(barcodeFromSvg('<svg viewBox="0 0 1 1"><path stroke-width="2" d="javascript:1"/></svg>')).toBeNull();
  });

  it("accepts only digit print ids", () => {
    expect(isPrintId("12345671764160000")).toBe(true);
    expect(isPrintId("1764160000")).toBe(false);
    expect(isPrintId("12a45671764160000")).toBe(false);
    expect(() => printIdBarcodeSvg("../etc")).toThrow();
  });

  it("keeps a coupon until the end of its own expiry day, else 60 days from saving", () => {
    expect(new Date(toWalletCoupon(input(), NOW).expiresAt).getTime()).toBe(
      new Date(2026, 11, 31, 23, 59, 59, 999).getTime(),
    );
    const noDate = toWalletCoupon(input({ displayExpiration: false }), NOW);
    expect(Date.parse(noDate.expiresAt) - NOW.getTime()).toBeGreaterThan(59 * 86_400_000);
    expect(Date.parse(noDate.expiresAt) - NOW.getTime()).toBeLessThan(61 * 86_400_000);
  });

  it("lists nearest expiry first, one copy per offer, and removes one or the expired", () => {
    const late = toWalletCoupon(
      input({ offerId: "1", printId: "10001764160000", offerExpirationDate: "2027-03-01" }),
      NOW,
    );
    const soon = toWalletCoupon(
      input({ offerId: "2", printId: "20001764160000", offerExpirationDate: "2026-12-01" }),
      NOW,
    );
    const gone = {
      ...toWalletCoupon(input({ offerId: "3", printId: "30001764160000" }), NOW),
      expiresAt: "2026-11-01T00:00:00.000Z",
    };
    let list = addToWallet(addToWallet(addToWallet([], late), soon), gone);
    expect(list.map((c) => c.offerId)).toEqual(["3", "2", "1"]);
    expect(purgeExpiredCoupons(list, NOW).map((c) => c.offerId)).toEqual(["2", "1"]);
    const again = toWalletCoupon(
      input({ offerId: "1", printId: "10001764169999", offerExpirationDate: "2027-03-01" }),
      NOW,
    );
    list = addToWallet(list, again);
    expect(list.filter((c) => c.offerId === "1").map((c) => c.printId)).toEqual(["10001764169999"]);
    expect(removeFromWallet(list, "20001764160000").map((c) => c.offerId)).toEqual(["3", "1"]);
    const many = Array.from({ length: WALLET_MAX + 5 }, (_, i) =>
      toWalletCoupon(input({ offerId: String(i), printId: `${1000 + i}1764160000` }), NOW),
    ).reduce(addToWallet, []);
    expect(many).toHaveLength(WALLET_MAX);
  });

  it("reads stored text defensively: corrupted storage is empty, unsafe entries are dropped", () => {
    const ok = toWalletCoupon(input(), NOW);
    expect(parseWallet(serializeWallet([ok]))).toEqual([ok]);
    expect(parseWallet("not json")).toEqual([]);
    expect(parseWallet("{}")).toEqual([]);
    expect(parseWallet(JSON.stringify([{ ...ok, url: "javascript:alert(1)" }]))).toEqual([]);
    expect(parseWallet(JSON.stringify([{ ...ok, printId: "<b>" }]))).toEqual([]);
    expect(
      parseWallet(JSON.stringify([{ ...ok, barcode: { viewBox: "0 0 1 1", strokes: [{ width: 1, d: "<script>" }] } }])),
    ).toEqual([]);
    expect(parseWallet(JSON.stringify([ok, ok]))).toHaveLength(1);
  });

  it.each([
    ["printId", "12"],
    ["offerId", ""],
    ["businessName", 7],
    ["title", null],
    ["disclaimers", undefined],
    ["expiresText", 31],
    ["expiresAt", "2026-02-30T00:00:00Z"],
    ["addressLines", ["1 Main St", 2]],
    ["phone", 5550142],
    ["url", "javascript:alert(1)"],
    ["savedAt", "yesterday"],
    ["barcode", { viewBox: "0 0 1 1" }],
  ])("drops a stored entry whose %s is %j, and keeps only the fields it knows", (field, value) => {
    const ok = toWalletCoupon(input(), NOW);
    expect(parseWallet(JSON.stringify([{ ...ok, [field]: value }]))).toEqual([]);
    expect(parseWallet(JSON.stringify([{ ...ok, extra: "<script>" }]))).toEqual([ok]);
  });

  it("keeps a stored entry with no expiry text and no phone", () => {
    const ok = { ...toWalletCoupon(input(), NOW), expiresText: null, phone: null };
    expect(parseWallet(JSON.stringify([ok]))).toEqual([ok]);
  });

  it("names a saved coupon by a fragment of My coupons", () => {
    expect(walletCouponHref("12345671764160000")).toBe("/my-coupons#coupon-12345671764160000");
    expect(printIdFromHash("#coupon-12345671764160000")).toBe("12345671764160000");
    expect(printIdFromHash("#coupon-x")).toBeNull();
    expect(printIdFromHash("")).toBeNull();
  });
});

describe("a saved coupon's dates", () => {
  it.each([
    ["its own expiry alone", "Expires Dec 15, 2027", "2027-12-15T23:59:59.000Z", "Expires Dec 15, 2027", null],
    [
      "no date of its own, and how long the phone keeps it, labelled",
      "No expiry date",
      "2027-01-25T12:00:00.000Z",
      "No expiry date",
      "Saved on this phone until Jan 25, 2027",
    ],
    [
      "a date it does not show, and how long the phone keeps it",
      "See terms",
      "2027-01-25T12:00:00.000Z",
      "See terms",
      "Saved on this phone until Jan 25, 2027",
    ],
    [
      "a coupon saved before offers said so: no date, in words",
      null,
      "2027-01-25T12:00:00.000Z",
      "No expiry date",
      "Saved on this phone until Jan 25, 2027",
    ],
  ])("shows %s", (_, expiresText, expiresAt, expiry, keptUntil) => {
    expect(walletDatesText({ expiresText, expiresAt })).toEqual({ expiry, keptUntil });
  });

  it("never words the keep date as the coupon's expiry", () => {
    const { keptUntil } = walletDatesText({ expiresText: null, expiresAt: "2027-01-25T12:00:00.000Z" });
    expect(keptUntil).not.toMatch(/expir|kept until/i);
  });

  it.each([
    [1, "Remove the 1 saved coupon from this device?"],
    [3, "Remove all 3 saved coupons from this device?"],
  ])("asks before removing %i coupon(s): %s", (count, question) => expect(removeAllQuestion(count)).toBe(question));
});

describe("web app manifest", () => {
  const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as Record<string, unknown>;
  it("takes its colours from the theme and installs standalone from /", () => {
    expect(manifest).toMatchObject({
      theme_color: theme.colors.brand,
      background_color: theme.colors.background,
      start_url: "/",
      display: "standalone",
      short_name: "Valuvo",
    });
  });
});
