import type { ReactNode } from "react";
import styled from "styled-components";
import { Badge, badgeLook, BadgeRow } from "~/shared";
import { Price } from "~/components/ui/price";
import { dealUntilText, type Deal } from "~/models/deal";
import { currentDealPrice, dealMoney } from "~/models/deal-discount";

/** The facts of a Clipp deal that its card, its dialog and its directory page show alike. */

const Badges = styled.p.withConfig({ componentId: "DealFacts-Badges", displayName: "DealBadges" })`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  span {
    ${badgeLook("savings")}
  }
`;

/**
 * A deal's labels ('N% OFF', urgency, popularity) as badges, nothing when it has none. `className`: a list's or a
 * page's own spacing (styled(DealBadges)).
 */
export function DealBadges({ labels, className }: { labels: readonly (string | null)[]; className?: string }) {
  const shown = labels.filter((label): label is string => Boolean(label));
  if (shown.length === 0) return null;
  return (
    <Badges className={className}>
      {shown.map((label, index) => (
        <span key={index}>{label}</span>
      ))}
    </Badges>
  );
}

/**
 * The first terms of a deal's description list: its value and the visitor's price, each already formatted (the
 * dialog and the directory page format money differently); `children` follow the price (a discount, a crossed-out
 * earlier price).
 */
export function DealPriceTerms({ value, price, children }: { value: string; price: string; children?: ReactNode }) {
  return (
    <>
      <dt>Value</dt>
      <dd>{value}</dd>
      <dt>Your price</dt>
      <dd>
        {price}
        {children}
      </dd>
    </>
  );
}

const Until = styled.p.withConfig({ componentId: "DealFacts-Until", displayName: "DealUntil" })`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

/** Until when a deal can be had ('Buy by Mar 30, 2028'), nothing when the upstream named no day. */
export function DealUntil({ validThrough }: { validThrough: string | null }) {
  const text = dealUntilText(validThrough);
  if (!text || !validThrough) return null;
  return (
    <Until>
      <time dateTime={validThrough}>{text}</time>
    </Until>
  );
}

/**
 * What a deal costs and saves (its price, its value struck through, 'N% OFF'), until when it can be had and its SPEC
 * §9 urgency and popularity badges: what a deal's card and its dialog lead with after what you get.
 */
export function DealPriceFacts({
  deal,
}: {
  deal: Pick<
    Deal,
    "offerPrice" | "priceDropPrice" | "fullValue" | "discount" | "urgency" | "popularity" | "validThrough"
  >;
}) {
  return (
    <>
      <Price
        price={dealMoney(currentDealPrice(deal.offerPrice, deal.priceDropPrice))}
        value={dealMoney(deal.fullValue)}
        saving={deal.discount}
      />
      <DealUntil validThrough={deal.validThrough} />
      {deal.urgency || deal.popularity ? (
        <BadgeRow>
          {deal.urgency ? <Badge $tone="savings">{deal.urgency}</Badge> : null}
          {deal.popularity ? <Badge $tone="neutral">{deal.popularity}</Badge> : null}
        </BadgeRow>
      ) : null}
    </>
  );
}
