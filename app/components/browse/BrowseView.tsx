import styled from "styled-components";
import { AreaMessage, BROWSE_PATH, LOCAL_CATEGORIES, SiteLink, usePageRequestData } from "~/shared";
import { CategoryLinks } from "~/components/coupon-codes/CategoryLinks";
import { LocalCategoryLinks } from "~/components/local/LocalCategoryLinks";
import { ServiceCategoryLinks } from "~/components/service-businesses/ServicesView";
import { BLOG_PATH } from "~/models/blog";
import type { ServiceCategory } from "~/models/coverage";
import { DEALS_DIRECTORY_PATH } from "~/models/directory-deals";
import { FEATURED_COUPONS_PATH, FEATURED_PROMOTIONS_PATH } from "~/models/featured";
import type { Result } from "~/models/result";

export type BrowsePageData = {
  place: { slug: string; label: string } | null;
  services: Result<ServiceCategory[]>;
};

const Section = styled.section.withConfig({ componentId: "BrowseView-Section", displayName: "BrowseSection" })`
  margin-top: 32px;
  h2 {
    font-size: 1.35rem;
    margin: 0 0 6px;
  }
  > p {
    margin: 0 0 12px;
  }
`;

const More = styled.ul.withConfig({ componentId: "BrowseView-More" })`
  margin: 0;
  padding-left: 20px;
  li {
    margin: 6px 0;
  }
`;

/** `/browse`: every category of the site in one place, local ones for the visitor's place. */
export function BrowseView({ place, services }: BrowsePageData) {
  usePageRequestData({ page: "browse", location: place?.slug ?? null });
  return (
    <>
      <h1>Browse All Coupons</h1>
      <p>
        Every way to save on Valuvo, by category: printable coupons from local businesses, services that come to you,
        online coupon codes and Clipp deals.
      </p>
      <Section aria-labelledby="browse-local">
        <h2 id="browse-local">{place ? `Local coupons in ${place.label}` : "Local coupons"}</h2>
        <p>Printable coupons from restaurants, shops, salons and more you can visit.</p>
        <LocalCategoryLinks categories={LOCAL_CATEGORIES} place={place} label="Local coupon categories" />
      </Section>
      <Section aria-labelledby="browse-services">
        <h2 id="browse-services">Services that come to you</h2>
        <p>Plumbing, HVAC, cleaning, lawn care and more, from businesses serving your area.</p>
        {services.ok ? (
          <ServiceCategoryLinks categories={services.data} label="Service categories" />
        ) : (
          <AreaMessage message={services.message} />
        )}
      </Section>
      <Section aria-labelledby="browse-codes">
        <h2 id="browse-codes">Coupon codes for online shops</h2>
        <p>
          Codes and deals from online merchants in 20 categories (
          <SiteLink to={BROWSE_PATH}>all coupon-code categories</SiteLink>).
        </p>
        <CategoryLinks label="Coupon-code categories" />
      </Section>
      <Section aria-labelledby="browse-more">
        <h2 id="browse-more">More ways to save</h2>
        <More>
          <li>
            <SiteLink to={DEALS_DIRECTORY_PATH}>Clipp deals by category and city</SiteLink>
          </li>
          <li>
            <SiteLink to={FEATURED_COUPONS_PATH}>Featured local coupons</SiteLink>
          </li>
          <li>
            <SiteLink to={FEATURED_PROMOTIONS_PATH}>Featured promotions</SiteLink>
          </li>
          <li>
            <SiteLink to={BLOG_PATH}>The savings blog</SiteLink>
          </li>
        </More>
      </Section>
    </>
  );
}
