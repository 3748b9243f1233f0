import styled from "styled-components";
import { SiteLink } from "~/shared";
import { DirectoryPager } from "./DirectoryPager";

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
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px 24px;
  a {
    display: inline-block;
    padding: 4px 0;
    font-weight: 600;
  }
  small {
    display: block;
  }
`;

type IndexState = { state: string; name: string; count: number; pages: number; path: string };

export function BusinessDirectoryIndex({ states }: { states: IndexState[] }) {
  return (
    <>
      <h1>Local Businesses by State</h1>
      <p>Every business with printable coupons on Valuvo, state by state and town by town.</p>
      <StateList>
        {states.map((state) => (
          <li key={state.state}>
            <SiteLink to={state.path}>{state.name}</SiteLink>{" "}
            <small>
              {`${state.count.toLocaleString("en-US")} businesses`}
              {state.pages > 1 ? `, ${state.pages} pages` : ""}
            </small>
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
  pageLinks: string[];
};

export function BusinessDirectoryState({
  stateName,
  page,
  pages,
  count,
  businesses,
  previous,
  next,
  pageLinks,
}: StatePage) {
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
            {/* 150 links are more than the router's route discovery asks about in one request (it then asks about none),
                so a hover would prefetch a page whose route it does not know and warn. Found when followed instead. */}
            <SiteLink to={business.path} discover="none" prefetch="none">
              {business.name}
            </SiteLink>
            <span className="place">{business.place}</span>
          </li>
        ))}
      </Columns>
      <DirectoryPager page={page} pageLinks={pageLinks} previous={previous} next={next} />
    </>
  );
}
