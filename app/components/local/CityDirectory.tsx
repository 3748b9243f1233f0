import type { ReactNode } from "react";
import styled from "styled-components";
import { AreaMessage, localPagePath, SiteLink } from "~/shared";
import type { StateCities } from "~/models/coverage";
import type { Result } from "~/models/result";
import { stateName } from "~/models/us-states";

const Directory = styled.section.withConfig({ componentId: "CityDirectory-Directory", displayName: "CityDirectory" })`
  margin-top: 24px;
`;

const StateIndex = styled.ul.withConfig({ componentId: "CityDirectory-StateIndex" })`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 24px;
  padding: 0;
  a {
    display: inline-block;
    padding: 4px 0;
    font-weight: 600;
  }
`;

const States = styled.div.withConfig({ componentId: "CityDirectory-States" })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 24px;
`;

const State = styled.section.withConfig({ componentId: "CityDirectory-State" })`
  h3 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 4px 0;
  }
`;

const stateAnchor = (state: string) => `state-${state.toLowerCase()}`;

/**
 * Every covered city by state, each a plain link to its local page: the path a visitor without a location, or a
 * crawler, takes to every city (decision 009). The state index jumps to each state's list on the same page.
 */
export function CityDirectory({ states, heading }: { states: Result<StateCities[]>; heading: ReactNode }) {
  return (
    <Directory aria-labelledby="city-directory-title">
      <h2 id="city-directory-title">{heading}</h2>
      {states.ok ? (
        <>
          <nav aria-label="States">
            <StateIndex>
              {states.data.map(({ state }) => (
                <li key={state}>
                  <a href={`#${stateAnchor(state)}`}>{stateName(state)}</a>
                </li>
              ))}
            </StateIndex>
          </nav>
          <States>
            {states.data.map(({ state, cities }) => (
              <State key={state} id={stateAnchor(state)} aria-labelledby={`${stateAnchor(state)}-title`}>
                <h3 id={`${stateAnchor(state)}-title`}>{stateName(state)}</h3>
                <ul>
                  {cities.map((city) => (
                    <li key={city.slug}>
                      <SiteLink to={localPagePath(city.slug)}>{`${city.city}, ${city.state}`}</SiteLink>
                    </li>
                  ))}
                </ul>
              </State>
            ))}
          </States>
        </>
      ) : (
        <AreaMessage message={states.message} />
      )}
    </Directory>
  );
}
