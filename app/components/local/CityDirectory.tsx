import type { ReactNode } from "react";
import styled from "styled-components";
import { AreaMessage, SiteLink } from "~/shared";
import type { Result } from "~/models/result";
import { DirectoryPager } from "./DirectoryPager";

const Directory = styled.section.withConfig({ componentId: "CityDirectory-Directory", displayName: "CityDirectory" })`
  margin-top: 24px;
`;

const StateIndex = styled.ul.withConfig({ componentId: "CityDirectory-StateIndex" })`
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 4px 24px;
  margin: 0 0 24px;
  padding: 0;
  a {
    display: inline-block;
    padding: 6px 0;
    font-weight: 600;
  }
  small {
    margin-left: 6px;
  }
`;

const Places = styled.ul.withConfig({ componentId: "CityDirectory-Places" })`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 200px auto;
  column-gap: 24px;
  li {
    break-inside: avoid;
  }
  a {
    display: inline-block;
    padding: 6px 0;
  }
`;

type IndexState = { state: string; name: string; count: number; path: string };

/**
 * Every state with covered places, each a plain link to its page of places: the path a visitor without a location,
 * or a crawler, takes to every city (decision 009), a few dozen links however many towns are covered.
 */
export function CityDirectory({
  states,
  cities,
  heading,
}: {
  states: Result<IndexState[]>;
  /** A spread of places across the country, linked directly beneath the states. */
  cities: readonly { label: string; path: string }[];
  heading: ReactNode;
}) {
  return (
    <Directory aria-labelledby="city-directory-title">
      <h2 id="city-directory-title">{heading}</h2>
      {states.ok ? (
        <nav aria-label="States">
          <StateIndex>
            {states.data.map((state) => (
              <li key={state.state}>
                <SiteLink to={state.path}>{state.name}</SiteLink>
                <small>{state.count.toLocaleString("en-US")}</small>
              </li>
            ))}
          </StateIndex>
        </nav>
      ) : (
        <AreaMessage message={states.message} />
      )}
      {cities.length > 0 ? (
        <section aria-labelledby="cities-across-title">
          <h3 id="cities-across-title">Cities across the country</h3>
          <Places>
            {cities.map((city) => (
              <li key={city.path}>
                <SiteLink to={city.path} discover="none" prefetch="none">
                  {city.label}
                </SiteLink>
              </li>
            ))}
          </Places>
        </section>
      ) : null}
    </Directory>
  );
}

type StatePage = {
  stateName: string;
  page: number;
  pages: number;
  count: number;
  cities: { label: string; path: string }[];
  pageLinks: string[];
  previous: string | null;
  next: string | null;
  indexPath: string;
};

/** One page of a state's places, by name, each a link to its local page, with every page of the state's list. */
export function CityDirectoryState({
  stateName,
  page,
  pages,
  count,
  cities,
  pageLinks,
  previous,
  next,
  indexPath,
}: StatePage) {
  return (
    <>
      <h1>
        Local Coupons in {stateName}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </h1>
      <p>
        {`${count.toLocaleString("en-US")} ${count === 1 ? "place" : "places"} in ${stateName} with printable coupons. `}
        <SiteLink to={indexPath}>Other states</SiteLink>
      </p>
      <section aria-labelledby="state-places-title">
        <h2 id="state-places-title">{`Cities in ${stateName}`}</h2>
        <Places>
          {cities.map((city) => (
            <li key={city.path}>
              {/* 150 links are more than the router's route discovery asks about in one request: found when followed. */}
              <SiteLink to={city.path} discover="none" prefetch="none">
                {city.label}
              </SiteLink>
            </li>
          ))}
        </Places>
      </section>
      <DirectoryPager page={page} pageLinks={pageLinks} previous={previous} next={next} />
    </>
  );
}
