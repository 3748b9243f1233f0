import { shortDateText } from "./calendar-dates";
import { addressLines, EXPIRY_IN_TERMS_TEXT, NO_EXPIRY_TEXT } from "./local-page";
import { isSafeHref, parseIsoDate, recentExpiry } from "./recents";

// Issue 30, the coupon wallet ("My coupons"): printable local coupons kept on the device so they can be shown at a
// counter with no signal. The rules live here so the browser module only reads and writes localStorage.

export const WALLET_KEY = "wallet";
/** A wallet is a handful of coupons a shopper means to use; the cap keeps storage and the list small. */
export const WALLET_MAX = 50;

/**
 * A Code 128 barcode as drawn: bwip-js draws each bar width as one SVG path of vertical strokes; kept as data so the
 * wallet redraws it offline without any image request.
 */
export interface WalletBarcode {
  viewBox: string;
  strokes: { width: number; d: string }[];
}

export interface WalletCoupon {
  /** The unique print id (SPEC §9), which the barcode encodes; also the coupon's key in the wallet. */
  printId: string;
  offerId: string;
  businessName: string;
  title: string;
  disclaimers: string;
  /** "Expires Dec 31, 2026" as the offer displays it; null when the offer shows no expiry. */
  expiresText: string | null;
  /** ISO 8601 instant after which the coupon leaves the wallet (the offer's own date, else 60 days, as recents). */
  expiresAt: string;
  addressLines: string[];
  phone: string | null;
  /** The coupon's page (its business page with the offer open), for when the shopper is online again. */
  url: string;
  savedAt: string;
  barcode: WalletBarcode;
}

/** What saving takes: the coupon as kept, but for the dates `toWalletCoupon` works out from the offer's expiry. */
export interface WalletCouponInput extends Omit<WalletCoupon, "expiresAt" | "savedAt"> {
  displayExpiration: boolean;
  offerExpirationDate: string | null | undefined;
}

/** What Save to phone keeps of a local offer, as its dialog and its redeem screen both show it. */
export function walletInputOf(
  listing: { businessName: string; location: Parameters<typeof addressLines>[0] | null },
  offer: Pick<WalletCouponInput, "offerId" | "title" | "disclaimers" | "displayExpiration" | "offerExpirationDate">,
  shown: Pick<WalletCouponInput, "expiresText" | "phone" | "url">,
): Omit<WalletCouponInput, "printId" | "barcode"> {
  return {
    offerId: offer.offerId,
    businessName: listing.businessName,
    title: offer.title,
    disclaimers: offer.disclaimers,
    expiresText: shown.expiresText,
    displayExpiration: offer.displayExpiration,
    offerExpirationDate: offer.offerExpirationDate,
    addressLines: listing.location ? addressLines(listing.location) : [],
    phone: shown.phone,
    url: shown.url,
  };
}

/** The print id is digits only (config id + 10-digit time suffix); anything else is not a coupon we printed. */
export function isPrintId(value: unknown): value is string {
  return typeof value === "string" && /^\d{11,30}$/.test(value);
}

// Storage is writable by the visitor and anything on the page: a path that is not plain drawing commands, or a view
// box that is not four numbers, is refused so nothing but a drawing reaches the SVG.
const VIEW_BOX = /^-?\d+(?:\.\d+)?(?: -?\d+(?:\.\d+)?){3}$/;
const PATH = /^[MmLlHhVvZz0-9 .,-]{1,20000}$/;

export function isWalletBarcode(value: unknown): value is WalletBarcode {
  if (!isRecord(value) || typeof value.viewBox !== "string" || !VIEW_BOX.test(value.viewBox)) return false;
  const { strokes } = value;
  return (
    Array.isArray(strokes) &&
    strokes.length > 0 &&
    strokes.length <= 8 &&
    strokes.every(
      (s) =>
        isRecord(s) &&
        typeof s.width === "number" &&
        s.width > 0 &&
        s.width <= 100 &&
        typeof s.d === "string" &&
        PATH.test(s.d),
    )
  );
}

/**
 * The drawing of a barcode SVG as bwip-js writes it (a `viewBox`, and one `<path stroke-width=… d=…>` per bar width);
 * null when the text is not such a drawing.
 */
export function barcodeFromSvg(svg: string): WalletBarcode | null {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const strokes = [...svg.matchAll(/<path\s[^>]*stroke-width="([\d.]+)"[^>]*\sd="([^"]+)"/g)].map((m) => ({
    width: Number(m[1]),
    d: m[2]!.trim(),
  }));
  if (!viewBox) return null;
  const barcode = { viewBox, strokes };
  return isWalletBarcode(barcode) ? barcode : null;
}

export function toWalletCoupon(input: WalletCouponInput, now: Date): WalletCoupon {
  return {
    printId: input.printId,
    offerId: input.offerId,
    businessName: input.businessName,
    title: input.title,
    disclaimers: input.disclaimers,
    expiresText: input.expiresText,
    expiresAt: recentExpiry(
      {
        kind: "local",
        id: input.offerId,
        title: input.title,
        businessName: input.businessName,
        logoURL: "",
        url: input.url,
        displayExpiration: input.displayExpiration,
        offerExpirationDate: input.offerExpirationDate,
      },
      now,
    ),
    addressLines: input.addressLines,
    phone: input.phone,
    url: input.url,
    savedAt: now.toISOString(),
    barcode: input.barcode,
  };
}

/**
 * The dates a saved coupon shows: its own expiry ('Expires …', 'See terms' or 'No expiry date', as its offer said),
 * and, only when it shows no date of its own, how long this phone keeps it, labelled so nobody reads it as the coupon's expiry.
 */
export function walletDatesText(coupon: Pick<WalletCoupon, "expiresText" | "expiresAt">): {
  expiry: string;
  keptUntil: string | null;
} {
  const expiry = coupon.expiresText && coupon.expiresText.trim() !== "" ? coupon.expiresText : NO_EXPIRY_TEXT;
  if (expiry !== NO_EXPIRY_TEXT && expiry !== EXPIRY_IN_TERMS_TEXT) return { expiry, keptUntil: null };
  const keep = shortDateText(coupon.expiresAt);
  return { expiry, keptUntil: keep ? `Saved on this phone until ${keep}` : null };
}

/** The confirmation of "Remove all", in words that fit one coupon as well as many. */
export function removeAllQuestion(count: number): string {
  return count === 1
    ? "Remove the 1 saved coupon from this device?"
    : `Remove all ${count} saved coupons from this device?`;
}

function expiryTime(coupon: Pick<WalletCoupon, "expiresAt">): number {
  return parseIsoDate(coupon.expiresAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

export function isWalletCouponExpired(coupon: Pick<WalletCoupon, "expiresAt">, now: Date): boolean {
  return expiryTime(coupon) <= now.getTime();
}

/** Nearest expiry first (the one to use soonest on top); equal expiries keep the newest save first. */
export function sortWallet(list: readonly WalletCoupon[]): WalletCoupon[] {
  return [...list].sort((a, b) => expiryTime(a) - expiryTime(b) || b.savedAt.localeCompare(a.savedAt));
}

/**
 * Saving an offer already in the wallet replaces it (a shopper keeps one copy of an offer: the newest print id);
 * beyond the cap the coupons expiring last are dropped.
 */
export function addToWallet(list: readonly WalletCoupon[], coupon: WalletCoupon): WalletCoupon[] {
  return sortWallet([
    coupon,
    ...list.filter((c) => c.offerId !== coupon.offerId && c.printId !== coupon.printId),
  ]).slice(0, WALLET_MAX);
}

export function removeFromWallet(list: readonly WalletCoupon[], printId: string): WalletCoupon[] {
  return list.filter((c) => c.printId !== printId);
}

export function purgeExpiredCoupons(list: readonly WalletCoupon[], now: Date): WalletCoupon[] {
  return list.filter((c) => !isWalletCouponExpired(c, now));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === "string";
const isIsoDateString = (value: unknown): value is string => isString(value) && parseIsoDate(value) !== null;

type StoredField = Exclude<keyof WalletCoupon, "barcode">;

/**
 * What each stored field must be for the entry to be kept (the barcode is checked by `isWalletBarcode`). The mapped
 * type makes a field added to WalletCoupon fail to compile until it has its check here.
 */
const STORED_FIELD_CHECKS: { [K in StoredField]: (value: unknown) => value is WalletCoupon[K] } = {
  printId: isPrintId,
  offerId: (value): value is string => isString(value) && value !== "",
  businessName: isString,
  title: isString,
  disclaimers: isString,
  expiresText: (value): value is string | null => value === null || isString(value),
  expiresAt: isIsoDateString,
  addressLines: (value): value is string[] => Array.isArray(value) && value.every(isString),
  phone: (value): value is string | null => value === null || isString(value),
  url: (value): value is string => isString(value) && isSafeHref(value),
  savedAt: isIsoDateString,
};
const STORED_FIELDS = Object.keys(STORED_FIELD_CHECKS) as StoredField[];

/**
 * One stored entry checked field by field and copied into a fresh record, so only the fields the wallet knows (and a
 * barcode of only strokes) come out of storage whatever else a tampered entry holds.
 */
function toWalletCouponRecord(entry: unknown): WalletCoupon | null {
  if (!isRecord(entry) || !isWalletBarcode(entry.barcode)) return null;
  const fields: Partial<Record<StoredField, unknown>> = {};
  for (const field of STORED_FIELDS) {
    if (!STORED_FIELD_CHECKS[field](entry[field])) return null;
    fields[field] = entry[field];
  }
  const { viewBox, strokes } = entry.barcode;
  return {
    ...(fields as Omit<WalletCoupon, "barcode">),
    barcode: { viewBox, strokes: strokes.map(({ width, d }) => ({ width, d })) },
  };
}

/** Stored text → the valid coupons, nearest expiry first; corrupted storage reads as empty and never throws. */
export function parseWallet(raw: string | null): WalletCoupon[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const coupons: WalletCoupon[] = [];
  for (const entry of parsed) {
    const coupon = toWalletCouponRecord(entry);
    if (coupon && !seen.has(coupon.printId)) {
      seen.add(coupon.printId);
      coupons.push(coupon);
    }
  }
  return sortWallet(coupons).slice(0, WALLET_MAX);
}

export function serializeWallet(list: readonly WalletCoupon[]): string {
  return JSON.stringify(list);
}

/** The wallet's URL of one saved coupon's redeem screen: a fragment, so opening it needs no server (offline too). */
export function walletCouponHref(printId: string): string {
  return `/my-coupons#coupon-${printId}`;
}

export function printIdFromHash(hash: string): string | null {
  const id = /^#coupon-(\d+)$/.exec(hash)?.[1];
  return id && isPrintId(id) ? id : null;
}
