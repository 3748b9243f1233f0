import styled from "styled-components";
import { DealBadges } from "~/components/deals/DealFacts";
import { SiteLink } from "~/components/layout/SiteLink";
import { currentDealPrice } from "~/models/deal-discount";
import { dealMoney, type DirectoryDeal } from "~/models/directory-deals";
import { cardGrid, pictureCard } from "~/styles/mixins";

/** What a list shows of a deal (the loaders send this, not the whole upstream record). */
export type DirectoryDealCardData = Pick<
  DirectoryDeal,
  "id" | "valueDescription" | "description" | "fullValue" | "offerPrice" | "priceDropPrice" | "discount" | "urgency" | "imageUrl"
> & {
  businessName: string;
  /** The deal's page under the list it is shown in. */
  path: string;
  /** The corporate-territory cities where it is redeemed. */
  cities: string[];
};

export const DealGrid = styled.ul.withConfig({ componentId: "DirectoryDealCard-Grid", displayName: "DirectoryDealGrid" })`
  ${cardGrid(260, 14)}
  margin-top: 16px;
`;

const Card = styled.article.withConfig({ componentId: "DirectoryDealCard-Card", displayName: "DirectoryDealCard" })`
  ${pictureCard(6, 130)}
  h3 { margin: 0; font-size: 1.05rem; line-height: 1.3; }
`;

const Price = styled.p.withConfig({ componentId: "DirectoryDealCard-Price" })`
  font-weight: 700;
  del { color: ${(p) => p.theme.colors.muted}; font-weight: 400; margin-left: 6px; }
`;

const Badges = styled(DealBadges).withConfig({ componentId: "DirectoryDealCard-Badges" })`
  gap: 6px;
`;

const Where = styled.p.withConfig({ componentId: "DirectoryDealCard-Where" })`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** A Clipp deal in a directory list: picture, business, what it is, price and saving, where; links to its page. */
export function DirectoryDealCard({ deal }: { deal: DirectoryDealCardData }) {
  const price = currentDealPrice(deal.offerPrice, deal.priceDropPrice);
  return (
    <Card aria-label={`${deal.businessName}: ${deal.description}`}>
      {deal.imageUrl ? <img src={deal.imageUrl} alt="" width={260} height={130} loading="lazy" /> : null}
      <h3>
        <SiteLink to={deal.path}>{deal.description}</SiteLink>
      </h3>
      <p>{deal.businessName}</p>
      <Price>
        {dealMoney(price)} <span className="visually-hidden">instead of</span>
        <del>{dealMoney(deal.fullValue)}</del> · {deal.valueDescription}
      </Price>
      <Badges labels={[deal.discount, deal.urgency]} />
      {deal.cities.length > 0 ? <Where>{deal.cities.join(" · ")}</Where> : null}
    </Card>
  );
}
