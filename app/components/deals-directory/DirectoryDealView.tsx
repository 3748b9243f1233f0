import styled from "styled-components";
import {
  clippDealUrl,
  columnsUntilMd,
  gridCard,
  jsonLdText,
  longDateText,
  primaryButton,
  SiteLink,
  telHref,
  track,
  UnavailablePage,
  useHydrated,
  usePageRequestData,
  useRootData,
} from "~/shared";
import { DealBadges, DealPriceTerms } from "~/components/deals/DealFacts";
import { DealShareLinks } from "~/components/local/ShareLinks";
import { currentDealPrice } from "~/models/deal-discount";
import { dealMoney } from "~/models/deal-discount";
import { DEALS_DIRECTORY_PATH, directoryDealJsonLd, type DirectoryDeal } from "~/models/directory-deals";

export type DirectoryDealPageData =
  | { deal: DirectoryDeal; listPath: string; listTitle: string; canonicalPath: string; message: null }
  | { deal: null; message: string };

const Layout = styled.div.withConfig({ componentId: "DirectoryDealView-Layout" })`
  ${columnsUntilMd("minmax(0, 3fr) minmax(260px, 2fr)")}
  align-items: start;
  img.hero {
    width: 100%;
    max-height: 320px;
    object-fit: cover;
    border-radius: 8px;
  }
  h2 {
    font-size: 1.2rem;
    margin: 24px 0 8px;
  }
`;

const Buy = styled.section.withConfig({ componentId: "DirectoryDealView-Buy", displayName: "DealPurchase" })`
  ${gridCard}
  height: auto;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0 0 12px;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Badges = styled(DealBadges).withConfig({ componentId: "DirectoryDealView-Badges" })`
  font-size: inherit;
  span {
    padding: 2px 10px;
  }
`;

const Actions = styled.div.withConfig({ componentId: "DirectoryDealView-Actions" })`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0;
  a,
  button {
    ${primaryButton}
  }
  button {
    cursor: pointer;
  }
  @media print {
    display: none;
  }
`;

const Locations = styled.ul.withConfig({ componentId: "DirectoryDealView-Locations" })`
  margin: 0;
  padding-left: 20px;
  li {
    margin: 6px 0;
  }
  address {
    font-style: normal;
    display: inline;
  }
`;

const SoldOut = styled.p.withConfig({ componentId: "DirectoryDealView-SoldOut" })`
  font-weight: 700;
  color: ${(p) => p.theme.colors.danger};
`;

/** `/coupons/deals/{details}/{id}`: one Clipp deal in full — Shop Now, Print this Deal, share, Offer JSON-LD. */
export function DirectoryDealView({ data }: { data: DirectoryDealPageData }) {
  const { origin } = useRootData();
  const hydrated = useHydrated();
  usePageRequestData({ page: "dealsDirectoryDeal", dealId: data.deal?.id ?? null });
  if (data.deal === null) {
    return (
      <UnavailablePage
        title="Clipp Deal"
        message={data.message}
        back={{ to: DEALS_DIRECTORY_PATH, label: "All deal categories and cities" }}
      />
    );
  }
  const { deal } = data;
  const price = currentDealPrice(deal.offerPrice, deal.priceDropPrice);
  const canonicalUrl = new URL(data.canonicalPath, origin || "http://localhost").toString();
  const analytics = { dealId: deal.id, businessId: deal.business.id };
  const validThrough = longDateText(deal.validThrough);
  return (
    <>
      <h1>{deal.description}</h1>
      <p>
        <strong>{deal.business.name}</strong> · {deal.categoryNames.join(", ")}
      </p>
      <Layout>
        <div>
          {deal.imageUrl ? <img className="hero" src={deal.imageUrl} alt="" width={640} height={320} /> : null}
          {deal.business.description ? <p>{deal.business.description}</p> : null}
          <h2>Fine print</h2>
          <p>{deal.finePrint}</p>
          <h2>Where to redeem it</h2>
          <Locations>
            {deal.locations.map((location) => {
              const tel = telHref(location.phone);
              return (
                <li key={location.id}>
                  <address>
                    {[location.address1, location.address2, `${location.city}, ${location.state} ${location.zip}`]
                      .filter(Boolean)
                      .join(", ")}
                  </address>
                  {tel ? (
                    <>
                      {" · "}
                      <a href={tel}>{location.phone}</a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </Locations>
        </div>
        <Buy aria-labelledby="deal-price">
          <h2 id="deal-price">{deal.valueDescription}</h2>
          <dl>
            <DealPriceTerms value={dealMoney(deal.fullValue)} price={dealMoney(price)}>
              {deal.priceDropPrice !== null && deal.priceDropPrice < deal.offerPrice ? (
                <>
                  {" "}
                  <span className="visually-hidden">was</span> <del>{dealMoney(deal.offerPrice)}</del>
                </>
              ) : null}
            </DealPriceTerms>
            {validThrough ? (
              <>
                <dt>Buy by</dt>
                <dd>
                  <time dateTime={deal.validThrough}>{validThrough}</time>
                </dd>
              </>
            ) : null}
          </dl>
          <Badges labels={[deal.discount, deal.urgency, deal.popularity]} />
          {deal.soldOut ? <SoldOut>Sold out: this deal can no longer be bought.</SoldOut> : null}
          <Actions>
            {deal.soldOut ? null : (
              <a
                href={clippDealUrl(deal)}
                target="_blank"
                rel="sponsored noopener noreferrer"
                onClick={() => track("offerClick", analytics, "dealPage")}
              >
                Shop Now<span className="visually-hidden"> at {deal.business.name} (opens in a new tab)</span>
              </a>
            )}
            {hydrated ? (
              <button
                type="button"
                onClick={() => {
                  track("clickPrintOffer", analytics, "dealPage");
                  window.print();
                }}
              >
                Print this Deal
              </button>
            ) : null}
          </Actions>
          {hydrated ? null : <p>Use your browser&apos;s Print command to print this deal.</p>}
          <DealShareLinks deal={deal} offerTitle={deal.description} contentZone="dealPage" />
        </Buy>
      </Layout>
      <p>
        <SiteLink to={data.listPath}>More {data.listTitle} deals</SiteLink> ·{" "}
        <SiteLink to={DEALS_DIRECTORY_PATH}>All deal categories and cities</SiteLink>
      </p>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(directoryDealJsonLd(deal, canonicalUrl)) }}
      />
    </>
  );
}
