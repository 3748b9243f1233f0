import styled from "styled-components";
import { AreaMessage, cardGrid, columnsUntilMd, SiteLink, usePageRequestData } from "~/shared";
import { directoryListPath, type DealDirectoryCategory, type DealDirectoryCity } from "~/models/directory-deals";

const Columns = styled.div.withConfig({ componentId: "DealsDirectoryView-Columns" })`
  ${columnsUntilMd("minmax(0, 1fr) minmax(0, 2fr)", 32)}
  h2 {
    font-size: 1.3rem;
  }
`;

const Links = styled.ul.withConfig({ componentId: "DealsDirectoryView-Links" })`
  ${cardGrid(200, 8, 16)}
  a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
  }
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const count = (n: number) => (n === 1 ? "1 deal" : `${n} deals`);

/** `/coupons/deals`: the categories and cities with Clipp deals, each a link to its list. */
export function DealsDirectoryView({
  categories,
  cities,
  message,
}: {
  categories: DealDirectoryCategory[] | null;
  cities: DealDirectoryCity[] | null;
  message: string | null;
}) {
  usePageRequestData({ page: "dealsDirectory" });
  return (
    <>
      <h1>Clipp Deals by Category and City</h1>
      <p>
        Clipp deals are vouchers you buy for less than they are worth and redeem at the business. Browse them all by
        what you want to do or where you are; for the deals closest to you, see{" "}
        <SiteLink to="/deals">Deals near you</SiteLink>.
      </p>
      {categories === null || cities === null ? (
        <AreaMessage message={message ?? ""} />
      ) : (
        <Columns>
          <section aria-labelledby="deal-categories">
            <h2 id="deal-categories">Categories</h2>
            <Links>
              {categories.map((category) => (
                <li key={category.slug}>
                  <SiteLink to={directoryListPath(category.slug)}>{category.name}</SiteLink>{" "}
                  <span>({count(category.dealCount)})</span>
                </li>
              ))}
            </Links>
          </section>
          <section aria-labelledby="deal-cities">
            <h2 id="deal-cities">Cities</h2>
            <Links>
              {cities.map((city) => (
                <li key={city.slug}>
                  <SiteLink to={directoryListPath(city.slug)}>
                    {city.city}, {city.state}
                  </SiteLink>{" "}
                  <span>({count(city.dealCount)})</span>
                </li>
              ))}
            </Links>
          </section>
        </Columns>
      )}
    </>
  );
}
