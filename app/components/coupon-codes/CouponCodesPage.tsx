import type { ReactNode } from "react";
import styled from "styled-components";
import type { Merchant } from "~/models/sdc-coupon";
import { panelLook, up } from "~/shared";
import { SideMerchantList } from "./MerchantGrid";

const Intro = styled.header.withConfig({ componentId: "CouponCodesPage-Intro", displayName: "CouponCodesIntro" })`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 8px;
  h1 {
    margin: 0;
    font-size: 1.9rem;
    line-height: 1.2;
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.colors.muted};
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: contain;
    flex: none;
  }
`;

export const Section = styled.section.withConfig({
  componentId: "CouponCodesPage-Section",
  displayName: "CouponCodesSection",
})`
  margin: 24px 0;
  h2 {
    margin: 0 0 12px;
    font-size: 1.35rem;
  }
  > p {
    margin: 12px 0 0;
  }
`;

const Columns = styled.div.withConfig({ componentId: "CouponCodesPage-Columns", displayName: "CouponCodesColumns" })`
  display: grid;
  gap: 16px;
  ${up("md")} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
    > aside {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

const Side = styled.aside.withConfig({ componentId: "CouponCodesPage-Side", displayName: "CouponCodesSide" })`
  margin-top: 24px;
  padding: 12px 14px;
  ${panelLook("solid")}
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
`;

/** The heading of a coupon-code page: its one h1, an optional logo and a line under it. */
export function PageIntro({
  title,
  lead,
  logo,
}: {
  title: string;
  lead: ReactNode;
  logo?: { src: string; alt: string };
}) {
  return (
    <Intro>
      {logo ? <img src={logo.src} alt={logo.alt} width={72} height={72} /> : null}
      <div>
        <h1>{title}</h1>
        <p>{lead}</p>
      </div>
    </Intro>
  );
}

/**
 * A category or merchant page: the leftNavArea merchants in a side column (SPEC §3 placement lists) beside the
 * page's content. The side column is left out when the placement answered nothing (its failure is only logged).
 */
export function WithSideMerchants({ merchants, children }: { merchants: readonly Merchant[]; children: ReactNode }) {
  if (merchants.length === 0) return <>{children}</>;
  return (
    // The page's own content comes first in reading order (and on narrow screens); wide screens put the list left.
    <Columns>
      <div>{children}</div>
      <Side aria-labelledby="popular-stores-heading">
        <h2 id="popular-stores-heading">Popular Stores</h2>
        <SideMerchantList merchants={merchants} label="Popular stores" />
      </Side>
    </Columns>
  );
}
