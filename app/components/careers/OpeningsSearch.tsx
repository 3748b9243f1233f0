import { Form } from "@remix-run/react";
import styled from "styled-components";
import { Paragraphs, PublishedDate } from "~/components/newsroom/ContentText";
import type { CareerOpening, OpeningsQuery } from "~/models/career-openings";
import { MAX_QUERY_LENGTH } from "~/models/career-openings";
import { outlinedSurface, stackedList, up } from "~/shared";

export const NO_MATCHING_OPENINGS = "No openings match your search";
export const NO_OPENINGS = "There are no open positions right now. Please check back soon.";

const Filters = styled(Form).withConfig({ componentId: "OpeningsSearch-Filters", displayName: "OpeningsFilters" })`
  display: grid;
  gap: 12px;
  align-items: end;
  margin-bottom: 24px;
  padding: 16px;
  ${outlinedSurface}
  ${up("md")} {
    grid-template-columns: 2fr 1fr 1fr auto;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    padding: 8px 10px;
    font: inherit;
    font-weight: 400;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
  }
  button {
    min-height: 44px;
    padding: 8px 20px;
    font: inherit;
    font-weight: 700;
    border: 0;
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.brand};
    color: #fff;
    cursor: pointer;
  }
  button:hover {
    background: ${(p) => p.theme.colors.brandDark};
  }
`;

const Count = styled.p.withConfig({ componentId: "OpeningsSearch-Count", displayName: "OpeningsCount" })`
  margin: 0 0 12px;
  font-weight: 600;
`;

const List = styled.ul.withConfig({ componentId: "OpeningsSearch-List", displayName: "OpeningsList" })`
  ${stackedList(12)}
`;

const Opening = styled.article.withConfig({ componentId: "OpeningsSearch-Opening", displayName: "Opening" })`
  padding: 16px 20px;
  ${outlinedSurface}
  h2 {
    margin: 0 0 4px;
    font-size: 1.2rem;
  }
  summary {
    cursor: pointer;
    color: ${(p) => p.theme.colors.brand};
    font-weight: 600;
    margin-top: 8px;
  }
  details p {
    margin: 8px 0 0;
  }
`;

const Facts = styled.p.withConfig({ componentId: "OpeningsSearch-Facts", displayName: "OpeningFacts" })`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
`;

type Props = {
  query: OpeningsQuery;
  teams: readonly string[];
  locations: readonly string[];
  openings: readonly CareerOpening[];
  filtered: boolean;
};

/** One filter of the form: every value the openings have, after the empty choice that keeps the filter off. */
function FacetSelect({
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  label: string;
  /** The search parameter: `office` carries the location, since `location` is the location dialog's. */
  name: "q" | "team" | "office";
  value: string;
  anyLabel: string;
  options: readonly string[];
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The /careers/search form (a GET form, so it works before JavaScript loads) and the matching openings. */
export function OpeningsSearch({ query, teams, locations, openings, filtered }: Props) {
  return (
    <>
      <Filters method="get" role="search" aria-label="Search openings">
        <label>
          Keyword
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Job title or skill"
          />
        </label>
        <FacetSelect label="Team" name="team" value={query.team} anyLabel="All teams" options={teams} />
        <FacetSelect
          label="Location"
          name="office"
          value={query.location}
          anyLabel="All locations"
          options={locations}
        />
        <button type="submit">Search</button>
      </Filters>
      <Count role="status">
        {openings.length === 0
          ? filtered
            ? NO_MATCHING_OPENINGS
            : NO_OPENINGS
          : `${openings.length} ${openings.length === 1 ? "opening" : "openings"}${
              filtered ? (query.q ? ` for “${query.q}”` : " match your search") : ""
            }`}
      </Count>
      {openings.length > 0 ? (
        <List>
          {openings.map((opening) => (
            <li key={opening.id}>
              <Opening aria-labelledby={`opening-${opening.id}`}>
                <h2 id={`opening-${opening.id}`}>{opening.title}</h2>
                <Facts>
                  {opening.team ? <span>{opening.team}</span> : null}
                  {opening.location ? <span>{opening.location}</span> : null}
                  {opening.employmentType ? <span>{opening.employmentType}</span> : null}
                  <PublishedDate iso={opening.postedAt} label={opening.postedLabel} prefix="Posted " />
                </Facts>
                {opening.paragraphs.length > 0 ? (
                  <details>
                    <summary>
                      Job description<span className="visually-hidden"> for {opening.title}</span>
                    </summary>
                    <Paragraphs paragraphs={opening.paragraphs} />
                  </details>
                ) : null}
              </Opening>
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
}
