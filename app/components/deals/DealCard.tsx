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

/* One action is the button (SPEC §9's 'Print this Deal' or 'Shop Now'); the dialog with the fine print is a plain
   link beside it, so the card has one thing to press. */
const Actions = styled.div.withConfig({ componentId: "DealCard-Actions" })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space.sm}px ${(p) => p.theme.space.lg}px;
  > a.deal-action {
    ${buttonLook("primary")}
    flex: 1 1 auto;
  }
  > a.details {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.controlHeight}px;
    padding: 0 ${(p) => p.theme.space.xs}px;
    color: ${(p) => p.theme.colors.brand};
    font-weight: 600;
  }
`;

/**
 * A Clipp partner deal: what you get (its description) as the headline, the business and how far it is, what you pay
 * (price, value struck through, 'N% OFF'), until when it can be had, the SPEC §9 urgency label, and its one action as
 * the button ('Print this Deal' or 'Shop Now') with a 'Details' link to its dialog beside it. `eager`: a card in the first viewport, whose image loads at once instead of lazily. `headingLevel`: 2 where
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
        <DealAction deal={deal} className="deal-action" contentZone="dealCard" />
        <Link
          className="details"
          rel="nofollow"
          to={dealHref(pathname, search, deal.id)}
          preventScrollReset
          aria-haspopup="dialog"
        >
          Details<span className="visually-hidden"> of {deal.description}</span>
        </Link>
      </Actions>
    </Card>
  );
}
