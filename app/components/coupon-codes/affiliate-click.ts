import type { MouseEvent } from "react";
import { openAffiliateLink } from "~/models/coupon-code-pages";

/**
 * The click of a 'Get Code' / 'Activate' link once JavaScript runs: the affiliate link opens in a new window, or in
 * this tab after the pop-up notice when the browser blocks it (SPEC §8). Modified clicks (new tab, download …) keep
 * the browser's own behaviour, and without JavaScript the link's `target="_blank"` does the same job.
 */
export function openAffiliateOnClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  openAffiliateLink(event.currentTarget.href, {
    open: (url, target) => window.open(url, target),
    confirm: (message) => window.confirm(message),
    assign: (url) => window.location.assign(url),
  });
}
