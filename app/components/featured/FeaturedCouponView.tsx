import { Link, useLocation } from "@remix-run/react";
import styled from "styled-components";
import {
  businessPathOf,
  columnsUntilMd,
  expirationText,
  gridCard,
  offerHref,
  OfferOverlays,
  primaryButton,
  redeemHref,
  SiteLink,
  telHref,
  track,
  UnavailablePage,
  usePageRequestData,
} from "~/shared";
import { PostalAddress } from "~/components/local/PostalAddress";
import { FEATURED_COUPONS_PATH, type FeaturedCoupon } from "~/models/featured";
import type { BusinessProfile } from "~/models/local-listing";
import { toListingView } from "~/models/listing-view";

export type FeaturedCouponData =
  | {
      coupon: FeaturedCoupon;
      profile: BusinessProfile;
      categoryTitle: string;
      /** The local slug of the coupon's city, for the business page and the offer dialogs. */
      slug: string;
      /** False when the business no longer carries the featured offer: the page shows its current ones. */
      offerFound: boolean;
      renderedAt: string;
      message: null;
    }
  | { coupon: FeaturedCoupon | null; message: string };

const Layout = styled.div.withConfig({ componentId: "FeaturedCouponView-Layout" })`
  ${columnsUntilMd("minmax(0, 2fr) minmax(240px, 1fr)")}
  align-items: start;
`;

const Offer = styled.section.withConfig({ componentId: "FeaturedCouponView-Offer", displayName: "FeaturedOffer" })`
  ${gridCard}
  border-width: 2px;
  border-style: dashed;
  h2 {
    margin: 0 0 8px;
    font-size: 1.4rem;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Actions = styled.p.withConfig({ componentId: "FeaturedCouponView-Actions" })`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  && {
    margin-top: 12px;
  }
`;

const Action = styled(Link).withConfig({ componentId: "FeaturedCouponView-Action" })`
  ${primaryButton}
`;

const Business = styled.aside.withConfig({
  componentId: "FeaturedCouponView-Business",
  displayName: "FeaturedBusiness",
})`
  ${gridCard}
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
  }
  h2 {
    font-size: 1.15rem;
    margin: 8px 0 4px;
  }
  address {
    font-style: normal;
    margin: 8px 0;
  }
`;

const More = styled.ul.withConfig({ componentId: "FeaturedCouponView-More" })`
  margin: 8px 0 0;
  padding-left: 20px;
  li {
    margin: 6px 0;
  }
`;

/** `/featured-coupon/{slug}`: the picked offer, its business, the business's other offers, and the offer dialogs. */
export function FeaturedCouponView({ data }: { data: FeaturedCouponData }) {
  const { pathname, search } = useLocation();
  usePageRequestData({ page: "featuredCoupon", slug: data.coupon?.slug ?? null });
  if (data.message !== null) {
    return (
      <UnavailablePage
        title={data.coupon?.title ?? "Featured Coupon"}
        message={data.message}
        back={{ to: FEATURED_COUPONS_PATH, label: "All featured coupons" }}
      />
    );
  }
  const { coupon, profile, slug } = data;
  const featured = profile.offers.find((offer) => offer.offerId === coupon.offerId) ?? null;
  const others = profile.offers.filter((offer) => offer !== featured);
  const location = profile.location;
  const phone = location?.phone || profile.service?.phone || null;
  const tel = telHref(phone);
  const analytics = { businessProfileId: profile.businessProfileId, offerId: coupon.offerId };
  const businessPage = `${businessPathOf(slug, profile)}${coupon.storeId === null ? "" : `?store=${coupon.storeId}`}`;
  const expires = featured ? expirationText(featured) : null;
  return (
    <>
      <h1>{coupon.title}</h1>
      <p>{coupon.summary}</p>
      <Layout>
        <div>
          {featured ? (
            <Offer aria-labelledby="featured-offer">
              <h2 id="featured-offer">{featured.title}</h2>
              <p>{featured.disclaimers}</p>
              {expires ? <p>{expires}</p> : null}
              <Actions>
                <Action
                  rel="nofollow"
                  to={offerHref(pathname, search, featured.offerId)}
                  preventScrollReset
                  aria-haspopup="dialog"
                  onClick={() => track("offerClick", analytics, "featuredCoupon")}
                >
                  See the coupon
                </Action>
                {profile.printable ? (
                  <Action
                    rel="nofollow"
                    to={redeemHref(pathname, search, featured.offerId)}
                    preventScrollReset
                    aria-haspopup="dialog"
                  >
                    Print the coupon
                  </Action>
                ) : null}
              </Actions>
            </Offer>
          ) : (
            <Offer aria-labelledby="featured-offer">
              <h2 id="featured-offer">This featured coupon has ended</h2>
              <p>{profile.businessName} has other coupons for you below.</p>
            </Offer>
          )}
          {others.length > 0 ? (
            <section aria-labelledby="more-offers">
              <h2 id="more-offers">More coupons from {profile.businessName}</h2>
              <More>
                {others.map((offer) => (
                  <li key={offer.offerId}>
                    <Link
                      rel="nofollow"
                      to={offerHref(pathname, search, offer.offerId)}
                      preventScrollReset
                      aria-haspopup="dialog"
                    >
                      {offer.title}
                    </Link>
                  </li>
                ))}
              </More>
            </section>
          ) : null}
        </div>
        <Business aria-labelledby="featured-business">
          <img src={profile.logoURL} alt={`${profile.businessName} logo`} width={96} height={96} />
          <h2 id="featured-business">{profile.businessName}</h2>
          <p>
            {profile.naicDescription} · {data.categoryTitle}
          </p>
          {location ? (
            <PostalAddress location={location} />
          ) : (
            <p>
              Serves {coupon.city}, {coupon.state} and nearby
            </p>
          )}
          {tel ? (
            <p>
              <a href={tel}>{phone}</a>
            </p>
          ) : null}
          <p>
            <SiteLink to={businessPage}>Every coupon from {profile.businessName}</SiteLink>
          </p>
        </Business>
      </Layout>
      <OfferOverlays
        lists={[[toListingView(profile, "all")]]}
        slug={slug}
        renderedAt={data.renderedAt}
        contentZone="featuredCoupon"
      />
    </>
  );
}
