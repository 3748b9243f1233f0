import { Link, useLocation } from "@remix-run/react";
import styled from "styled-components";
import { buttonLook, dealHref, milesText } from "~/shared";
import { dealCardLook } from "./deal-card-look";
import type { Deal } from "~/models/deal";
import { DealAction } from "./DealAction";
import { DealPriceFacts } from "./DealFacts";

const Card = styled.article.withConfig({ componentId: "DealCard-Card", displayName: "DealCard" })`
  ${dealCardLook}
`;

const Actions = styled.div.withConfig({ componentId: "DealCard-Actions" })`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.sm}px;
  > a {
    flex: 1 1 auto;
  }
  > a.details {
    ${buttonLook("secondary")}
  }
  > a.deal-action {
    ${buttonLook("primary")}
  }
`;

/**
 * A Clipp partner deal: what you get (its description) as the headline, the business and how far it is, what you pay
 * (price, value struck through, 'N% OFF'), the SPEC §9 urgency label, and 'Details' beside 'Print this Deal' or 'Shop
 * Now'. `eager`: a card in the first viewport, whose image loads at once instead of lazily. `headingLevel`: 2 where
 * the cards sit right under the page's h1 (the deals page), 3 under a group's h2 (search, campaigns).
 */
export function DealCard({
  deal,
  eager = false,
  headingLevel = 3,
}: {
  deal: Deal;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { pathname, search } = useLocation();
  return (
    <Card aria-label={`${deal.business.name}: ${deal.description}`}>
      {deal.imageUrl ? (
        <img src={deal.imageUrl} alt="" width={400} height={200} loading={eager ? undefined : "lazy"} />
      ) : null}
      <Heading>{deal.description}</Heading>
      <p className="business">
        {deal.business.name}
        {deal.distance !== null ? ` · ${milesText(deal.distance)}` : null}
      </p>
      <DealPriceFacts deal={deal} />
      <Actions className="card-action">
        <Link
          className="details"
          rel="nofollow"
          to={dealHref(pathname, search, deal.id)}
          preventScrollReset
          aria-haspopup="dialog"
        >
          Details<span className="visually-hidden"> of {deal.description}</span>
        </Link>
        <DealAction deal={deal} className="deal-action" contentZone="dealCard" />
      </Actions>
    </Card>
  );
}
