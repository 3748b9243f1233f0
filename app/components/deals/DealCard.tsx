import { Link, useLocation } from "@remix-run/react";
import styled from "styled-components";
import type { Deal } from "~/models/deal";
import { dealHref } from "~/models/url-state";
import { pictureCard } from "~/styles/mixins";
import { DealAction } from "./DealAction";
import { DealBadges } from "./DealFacts";

const Card = styled.article.withConfig({ componentId: "DealCard-Card", displayName: "DealCard" })`
  ${pictureCard(6, 120)}
  h2, h3 { margin: 0; font-size: 1rem; }
`;

const Links = styled.p.withConfig({ componentId: "DealCard-Links" })`
  display: flex;
  gap: 16px;
  margin-top: auto;
  font-weight: 700;
`;

/**
 * A Clipp partner deal: business, value, 'N% OFF', urgency, distance, and 'Print this Deal' or 'Shop Now'.
 * `eager`: a card in the first viewport, whose image loads at once instead of lazily. `headingLevel`: 2 where the
 * cards sit right under the page's h1 (the deals page), 3 under a group's h2 (search, campaigns).
 */
export function DealCard({ deal, eager = false, headingLevel = 3 }: { deal: Deal; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { pathname, search } = useLocation();
  return (
    <Card aria-label={`${deal.business.name}: ${deal.valueDescription}`}>
      {deal.imageUrl ? <img src={deal.imageUrl} alt="" width={320} height={120} loading={eager ? undefined : "lazy"} /> : null}
      <Heading>{deal.business.name}</Heading>
      <p>{deal.valueDescription}</p>
      <DealBadges labels={[deal.discount, deal.urgency]} />
      {deal.distance !== null ? <p>{deal.distance.toFixed(1)} mi</p> : null}
      <Links>
        <Link rel="nofollow" to={dealHref(pathname, search, deal.id)} preventScrollReset aria-haspopup="dialog">
          Details<span className="visually-hidden"> of {deal.valueDescription}</span>
        </Link>
        <DealAction deal={deal} contentZone="dealCard" />
      </Links>
    </Card>
  );
}
