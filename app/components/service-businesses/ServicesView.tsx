import styled from "styled-components";
import { AreaMessage, cardGrid, SiteLink, tileLink, usePageRequestData } from "~/shared";
import { servicePagePath, type ServiceCategory } from "~/models/coverage";

export type ServicesData = {
  categories: ServiceCategory[] | null;
  place: { label: string } | null;
  message: string | null;
};

export const ServiceLinks = styled.ul.withConfig({
  componentId: "ServicesView-Links",
  displayName: "ServiceCategoryLinks",
})`
  ${cardGrid(240, 10)}
  margin-top: 16px;
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 64px;
    padding: 10px 16px;
    ${tileLink}
    font-weight: 700;
  }
  small {
    font-weight: 400;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const businesses = (n: number) => (n === 1 ? "1 business" : `${n} businesses`);

/** The service categories as links; `current` marks the one on screen. */
export function ServiceCategoryLinks({
  categories,
  current,
  label,
}: {
  categories: readonly ServiceCategory[];
  current?: string;
  label: string;
}) {
  return (
    <ServiceLinks aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <SiteLink to={servicePagePath(category.slug)} aria-current={category.slug === current ? "page" : undefined}>
            {category.title}
            <small>{businesses(category.businessCount)} on Valuvo</small>
          </SiteLink>
        </li>
      ))}
    </ServiceLinks>
  );
}

/** `/services`: the service categories of businesses that come to you. */
export function ServicesView({ categories, place, message }: ServicesData) {
  usePageRequestData({ page: "services" });
  return (
    <>
      <h1>Coupons for Home and Auto Services</h1>
      <p>
        Plumbers, cleaners, lawn crews and mobile mechanics come to you, so they are listed by the area they serve
        {place ? `, here for ${place.label}` : ""}. Pick a service to see the businesses serving your area and their
        coupons.
      </p>
      {categories === null ? (
        <AreaMessage message={message ?? ""} />
      ) : (
        <ServiceCategoryLinks categories={categories} label="Service categories" />
      )}
    </>
  );
}
