import styled from "styled-components";
import { SiteLink } from "~/shared";

// The business directory's views (issue 27): plain server-rendered lists of links, no script of their own.

const Columns = styled.ul.withConfig({ componentId: "BusinessDirectoryView-Columns" })`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 260px auto;
  column-gap: 24px;
  li {
    break-inside: avoid;
    padding: 4px 0;
  }
  .place {
    display: block;
    font-size: 0.875rem;
  }
`;

const StateList = styled.ul.withConfig({ componentId: "BusinessDirectoryView-States" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px 24px;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 4px;
  }
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: 4px 0;
  }
`;

const Paging = styled.nav.withConfig({ componentId: "BusinessDirectoryView-Paging" })`
  display: flex;
  gap: 24px;
  margin-top: 24px;
  a {
    font-weight: 700;
    padding: 8px 0;
    display: inline-block;
  }
`;

type IndexState = { state: string; name: string; count: number; pageLinks: string[] };

export function BusinessDirectoryIndex({ states }: { states: IndexState[] }) {
  return (
    <>
      <h1>Local Businesses by State</h1>
      <p>Every business with printable coupons on Valuvo, state by state and town by town.</p>
      <StateList>
        {states.map((state) => (
          <li key={state.state}>
            <section aria-labelledby={`businesses-${state.state}`}>
              <h2 id={`businesses-${state.state}`}>
                {state.name} <small>({state.count.toLocaleString("en-US")})</small>
              </h2>
              <ol>
                {state.pageLinks.map((href, i) => (
                  <li key={href}>
                    <SiteLink to={href}>{state.pageLinks.length === 1 ? "All businesses" : `Page ${i + 1}`}</SiteLink>
                  </li>
                ))}
              </ol>
            </section>
          </li>
        ))}
      </StateList>
    </>
  );
}

type StatePage = {
  stateName: string;
  page: number;
  pages: number;
  count: number;
  businesses: { name: string; place: string; path: string }[];
  previous: string | null;
  next: string | null;
};

export function BusinessDirectoryState({ stateName, page, pages, count, businesses, previous, next }: StatePage) {
  return (
    <>
      <h1>
        Local Businesses in {stateName}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </h1>
      <p>{`${count.toLocaleString("en-US")} businesses with printable coupons in ${stateName}, by town.`}</p>
      <Columns>
        {businesses.map((business) => (
          <li key={business.path}>
            {/* 175 links are more than the router's route discovery asks about in one request (it then asks about none),
                so a hover would prefetch a page whose route it does not know and warn. Found when followed instead. */}
            <SiteLink to={business.path} discover="none" prefetch="none">
              {business.name}
            </SiteLink>
            <span className="place">{business.place}</span>
          </li>
        ))}
      </Columns>
      {previous || next ? (
        <Paging aria-label="Pages">
          {previous ? <SiteLink to={previous}>Previous page</SiteLink> : null}
          {next ? <SiteLink to={next}>Next page</SiteLink> : null}
        </Paging>
      ) : null}
    </>
  );
}
