import type { Result } from "./result";
import type { MerchantOfferSelection } from "./sdc-coupon";
import { readOverlayState } from "./url-state";
import { COUPON_CODES_PATH } from "./page-paths";

// Rules of the online coupon-code pages (SPEC §2, §4; DESIGN §4) shared by loaders, views and the offer dialog.

export const BROWSE_PATH = "/coupon-codes/browse";

/** Longest component id worth asking the upstream about; the seed's ids are about 40 characters. */
const MAX_COMPONENT_ID_LENGTH = 120;

const MERCHANT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_MERCHANT_SLUG_LENGTH = 100;

export function categoryPath(categorySlug: string): string {
  return `${BROWSE_PATH}/${categorySlug}`;
}

export function merchantPath(merchantSlug: string): string {
  return `${COUPON_CODES_PATH}/${merchantSlug}`;
}

/**
 * What a `?cpncode=` asks for: absent (or empty) opens no dialog; anything else opens it, and `lookup` is false
 * when the value could never be a component id, so no upstream call is made and the dialog shows the spec's
 * message straight away.
 */
export function readCpncode(search: string | URLSearchParams): { componentId: string; lookup: boolean } | null {
  const componentId = readOverlayState(search).cpncode;
  if (componentId === null) return null;
  const lookup = componentId.length <= MAX_COMPONENT_ID_LENGTH && /^[A-Za-z0-9_-]+$/.test(componentId);
  return { componentId, lookup };
}

/** The online-offer dialog's data: the `?cpncode=` it answers, and the offer or the message to show instead. */
export type CouponOfferData = { componentId: string; selection: Result<MerchantOfferSelection> };

/** A merchant slug as the upstream writes them (lower-case words joined by single hyphens), else false. */
export function isMerchantSlug(value: string): boolean {
  return value.length <= MAX_MERCHANT_SLUG_LENGTH && MERCHANT_SLUG.test(value);
}

/** '1 offer' / '4 offers'; null when the count is unknown or zero. */
export function offerCountText(count: number): string | null {
  if (!Number.isSafeInteger(count) || count <= 0) return null;
  return `${count} ${count === 1 ? "offer" : "offers"}`;
}

/** SPEC §8: what a visitor whose browser blocked the affiliate window is asked before the same tab goes there. */
export const POPUP_BLOCKED_MESSAGE = "Please allow the pop-up window to save money with coupon codes.";

/** The few browser calls opening an affiliate link needs; `window` in the browser, a recorder in tests. */
export interface PopupHost {
  open(url: string, target: string): { opener: unknown } | null;
  confirm(message: string): boolean;
  assign(url: string): void;
}

/**
 * SPEC §7/§8: an online offer opens its affiliate link in a new window; when the browser blocks that window the
 * visitor is told (confirm) and the link opens in this tab instead, so the click is never lost. The new window gets
 * no handle on this page (`opener` cleared); `noopener` cannot be passed to `open` because then it always answers
 * null and a blocked window could not be told from an opened one.
 */
export function openAffiliateLink(url: string, host: PopupHost): "new-window" | "same-tab" {
  const opened = host.open(url, "_blank");
  if (opened) {
    opened.opener = null;
    return "new-window";
  }
  host.confirm(POPUP_BLOCKED_MESSAGE);
  host.assign(url);
  return "same-tab";
}

/**
 * 'Get Code' as shoppers know it (issue 25): the merchant's affiliate link opens in a new window *and* this tab
 * shows the code (`show`: the `?cpncode=` dialog with the code, Copy and 'Go to {merchant}'). When the browser
 * blocks the window the visitor is told (SPEC §8's confirm) and this tab then goes to the merchant, as 'Activate'
 * does: the code stays one Back away, in the dialog shown first.
 */
export function openAffiliateAndShowCode(url: string, host: PopupHost & { show(): void }): "new-window" | "same-tab" {
  const opened = host.open(url, "_blank");
  if (opened) opened.opener = null;
  host.show();
  if (opened) return "new-window";
  host.confirm(POPUP_BLOCKED_MESSAGE);
  host.assign(url);
  return "same-tab";
}
