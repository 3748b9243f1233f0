import type { ReactNode } from "react";
import styled from "styled-components";
import { badgeLook } from "~/components/ui/badge";

/** The facts of a Clipp deal that its card, its dialog and its directory page show alike. */

const Badges = styled.p.withConfig({ componentId: "DealFacts-Badges", displayName: "DealBadges" })`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  span { ${badgeLook("savings")} }
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
