import styled from "styled-components";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { servicePagePath, type ServiceCategory } from "~/models/coverage";

export type ServicesData = {
  categories: ServiceCategory[] | null;
  place: { label: string } | null;
  message: string | null;
};

export const ServiceLinks = styled.ul.withConfig({ componentId: "ServicesView-Links", displayName: "ServiceCategoryLinks" })`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 10px;
  a {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 64px;
    padding: 10px 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover { border-color: ${(p) => p.theme.colors.brand}; color: ${(p) => p.theme.colors.brand}; }
  a[aria-current="page"] { border-color: ${(p) => p.theme.colors.brand}; box-shadow: inset 4px 0 0 ${(p) => p.theme.colors.brand}; }
  small { font-weight: 400; color: ${(p) => p.theme.colors.muted}; }
`;

const businesses = (n: number) => (n === 1 ? "1 business" : `${n} businesses`);

/** The service categories as links; `current` marks the one on screen. */
export function ServiceCategoryLinks({ categories, current, label }: { categories: readonly ServiceCategory[]; current?: string; label: string }) {
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
        {place ? `, here for ${place.label}` : ""}. Pick a service to see the businesses serving your area and their coupons.
      </p>
      {categories === null ? <AreaMessage message={message ?? ""} /> : <ServiceCategoryLinks categories={categories} label="Service categories" />}
    </>
  );
}
