import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import styled from "styled-components";
import { AD_PLACEMENT_PATH, AD_PLACEMENT_REFRESH_MS } from "~/models/ad-placement";
import { readCpncode } from "~/models/coupon-code-pages";
import type { Merchant } from "~/models/sdc-coupon";
import { SideMerchantList } from "./MerchantGrid";

const Slot = styled.aside.withConfig({ componentId: "AdPlacementSlot-Slot", displayName: "AdPlacementSlot" })`
  margin: 24px 0;
  padding: 12px 14px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  p { margin: 0 0 8px; font-size: 0.85rem; color: ${(p) => p.theme.colors.muted}; }
`;

const Empty = styled.div.withConfig({ componentId: "AdPlacementSlot-Empty" })`
  display: none;
`;

/**
 * The coupon-code ad placement (SPEC §2 "Query parameter cpncode"): the featured merchants the page was rendered
 * with, filled again from `/api/ad-placement` about 0.9 s after an online-offer dialog opens (and after each other
 * offer the dialog switches to). A placement that failed fills nothing and the slot stays empty (SPEC §8).
 */
export function AdPlacementSlot({ merchants }: { merchants: readonly Merchant[] }) {
  const { search } = useLocation();
  const componentId = readCpncode(search)?.componentId ?? null;
  const fetcher = useFetcher<{ merchants: Merchant[] }>();
  const { load } = fetcher;

  useEffect(() => {
    if (componentId === null) return;
    const timer = window.setTimeout(() => load(AD_PLACEMENT_PATH), AD_PLACEMENT_REFRESH_MS);
    // A dialog closed or switched within the delay cancels the refresh it scheduled.
    return () => window.clearTimeout(timer);
  }, [componentId, load]);

  const shown = fetcher.data?.merchants ?? merchants;
  if (shown.length === 0) return <Empty data-ad-slot="featuredMerchant" />;
  return (
    <Slot aria-labelledby="ad-slot-heading" data-ad-slot="featuredMerchant">
      <h2 id="ad-slot-heading">Featured Stores</h2>
      <p>Sponsored</p>
      <SideMerchantList merchants={shown} label="Featured stores" />
    </Slot>
  );
}
