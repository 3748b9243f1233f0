import { useFetcher } from "@remix-run/react";
import styled from "styled-components";
import type { Merchant } from "~/models/sdc-coupon";
import { AD_PLACEMENT_FETCHER_KEY } from "./useAdPlacementRefresh";
import { SideMerchantList } from "./MerchantGrid";
import { panelLook } from "~/shared";

const Slot = styled.aside.withConfig({ componentId: "AdPlacementSlot-Slot", displayName: "AdPlacementSlot" })`
  margin: 24px 0;
  padding: 12px 14px;
  ${panelLook("dashed")}
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 8px;
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Empty = styled.div.withConfig({ componentId: "AdPlacementSlot-Empty" })`
  display: none;
`;

/**
 * The coupon-code ad placement (SPEC §2 "Query parameter cpncode"): the featured merchants the page was rendered
 * with, filled again by the refresh the layout's online-offer dialog makes about 0.9 s after it opens, on whatever
 * page (useAdPlacementRefresh). A placement that failed fills nothing and the slot stays empty (SPEC §8).
 */
export function AdPlacementSlot({ merchants }: { merchants: readonly Merchant[] }) {
  const fetcher = useFetcher<{ merchants: Merchant[] }>({ key: AD_PLACEMENT_FETCHER_KEY });

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
