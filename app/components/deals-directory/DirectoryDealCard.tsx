import styled from "styled-components";
import { Badge, BadgeRow, buttonLook, cardGrid, SiteLink } from "~/shared";
import { dealCardLook } from "~/components/deals/deal-card-look";
import { DealUntil } from "~/components/deals/DealFacts";
import { Price } from "~/components/ui/price";
import { currentDealPrice } from "~/models/deal-discount";
import { dealMoney } from "~/models/deal-discount";
import type { DirectoryDeal } from "~/models/directory-deals";

/** What a list shows of a deal (the loaders send this, not the whole upstream record). */
export type DirectoryDealCardData = Pick<
  DirectoryDeal,
  | "id"
  | "valueDescription"
  | "description"
  | "fullValue"
  | "offerPrice"
  | "priceDropPrice"
  | "discount"
  | "urgency"
  | "imageUrl"
  | "categoryNames"
  | "validThrough"
> & {
  businessName: string;
  /** The deal's page under the list it is shown in. */
  path: string;
  /** The corporate-territory cities where it is redeemed. */
  cities: string[];
};

export const DealGrid = styled.ul.withConfig({
  componentId: "DirectoryDealCard-Grid",
  displayName: "DirectoryDealGrid",
})`
  ${cardGrid(260, 14)}
  margin-top: 16px;
`;

const Card = styled.article.withConfig({ componentId: "DirectoryDealCard-Card", displayName: "DirectoryDealCard" })`
  ${dealCardLook}
`;

const Where = styled.p.withConfig({ componentId: "DirectoryDealCard-Where" })`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Open = styled(SiteLink).withConfig({ componentId: "DirectoryDealCard-Open" })`
  ${buttonLook("primary")}
`;

/**
 * A Clipp deal in a directory list: picture, what you get (its description) as the headline, the business, what you
 * pay (price, value struck through, 'N% OFF'), until when, the urgency label, where; 'See deal' opens its page.
 */
export function DirectoryDealCard({ deal }: { deal: DirectoryDealCardData }) {
  const price = currentDealPrice(deal.offerPrice, deal.priceDropPrice);
  return (
    <Card aria-label={`${deal.businessName}: ${deal.description}`}>
      {deal.imageUrl ? <img src={deal.imageUrl} alt="" width={400} height={200} loading="lazy" /> : null}
      <h3>
        <SiteLink to={deal.path}>{deal.description}</SiteLink>
      </h3>
      <p className="business">{deal.businessName}</p>
      <Price price={dealMoney(price)} value={dealMoney(deal.fullValue)} saving={deal.discount} />
      <DealUntil validThrough={deal.validThrough} />
      {deal.urgency ? (
        <BadgeRow>
          <Badge $tone="savings">{deal.urgency}</Badge>
        </BadgeRow>
      ) : null}
      {deal.cities.length > 0 ? <Where>{deal.cities.join(" · ")}</Where> : null}
      <p className="card-action">
        <Open to={deal.path}>
          See deal<span className="visually-hidden">: {deal.description}</span>
        </Open>
      </p>
    </Card>
  );
}
