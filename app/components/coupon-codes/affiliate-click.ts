import type { MouseEvent } from "react";
import { openAffiliateLink } from "~/models/coupon-code-pages";

/**
 * A primary-button click with no modifier that nothing has handled yet: the only click the coupon buttons take over
 * (a modified one asks the browser for a new tab, window or download).
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * The click of a 'Get Code' / 'Activate' link once JavaScript runs: the affiliate link opens in a new window, or in
 * this tab after the pop-up notice when the browser blocks it (SPEC §8). Modified clicks (new tab, download …) keep
 * the browser's own behaviour, and without JavaScript the link's `target="_blank"` does the same job.
 */
export function openAffiliateOnClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  openAffiliateLink(event.currentTarget.href, {
    open: (url, target) => window.open(url, target),
    confirm: (message) => window.confirm(message),
    assign: (url) => window.location.assign(url),
  });
}
