import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { AD_PLACEMENT_PATH, AD_PLACEMENT_REFRESH_MS } from "~/models/ad-placement";

/** The one fetcher the refresh fills and every ad slot on the page reads. */
export const AD_PLACEMENT_FETCHER_KEY = "ad-placement";

/**
 * SPEC §2 "Query parameter cpncode": on the default and promotions layouts, about 0.9 s after an online-offer dialog
 * opens (and after each other offer it switches to), the coupon-code ad placement is refreshed — on `/`, a
 * campaign or a local page as on the coupon-code pages (issue 25: only those refreshed). Owned by the layout's
 * dialog, so a page with a slot of its own does not refresh twice.
 */
export function useAdPlacementRefresh(componentId: string | null) {
  const { load } = useFetcher({ key: AD_PLACEMENT_FETCHER_KEY });
  useEffect(() => {
    if (componentId === null) return;
    const timer = window.setTimeout(() => load(AD_PLACEMENT_PATH), AD_PLACEMENT_REFRESH_MS);
    // A dialog closed or switched within the delay cancels the refresh it scheduled.
    return () => window.clearTimeout(timer);
  }, [componentId, load]);
}
