import { Link } from "@remix-run/react";
import styled from "styled-components";
import { cardGrid, merchantPath, offerCountText } from "~/shared";
import type { Merchant } from "~/models/sdc-coupon";

const Grid = styled.ul.withConfig({ componentId: "MerchantGrid-Grid", displayName: "MerchantGrid" })`
  ${cardGrid(160)}
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    height: 100%;
    padding: 14px 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.brand};
  }
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
  strong {
    font-size: 0.95rem;
  }
  span {
    font-size: 0.85rem;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const SideList = styled.ul.withConfig({ componentId: "MerchantGrid-SideList", displayName: "SideMerchantList" })`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 6px 4px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${(p) => p.theme.colors.brand};
    text-decoration: underline;
  }
  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
    flex: none;
  }
`;

/** Merchants as logo tiles, each a link to its page of coupon codes. */
export function MerchantGrid({ merchants, label }: { merchants: readonly Merchant[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {merchants.map((merchant) => {
        const count = offerCountText(merchant.offerCount);
        return (
          <li key={merchant.merchantId}>
            <Link to={merchantPath(merchant.slug)}>
              <img src={merchant.logoURL} alt="" width={64} height={64} loading="lazy" />
              <strong>{merchant.businessName}</strong>
              {count ? <span>{count}</span> : null}
            </Link>
          </li>
        );
      })}
    </Grid>
  );
}

/** A compact merchant list for the side column (the leftNavArea placement). */
export function SideMerchantList({ merchants, label }: { merchants: readonly Merchant[]; label: string }) {
  return (
    <SideList aria-label={label}>
      {merchants.map((merchant) => (
        <li key={merchant.merchantId}>
          <Link to={merchantPath(merchant.slug)}>
            <img src={merchant.logoURL} alt="" width={32} height={32} loading="lazy" />
            {merchant.businessName}
          </Link>
        </li>
      ))}
    </SideList>
  );
}
