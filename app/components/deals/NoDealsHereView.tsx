import { useId } from "react";
import styled from "styled-components";
import { milesText, outlinedSurface, SiteLink } from "~/shared";
import type { NoDealsHere } from "~/models/deal-alternatives";

const Box = styled.section.withConfig({ componentId: "NoDealsHereView-Box", displayName: "NoDealsHere" })`
  margin: 16px 0;
  padding: 16px 20px;
  ${outlinedSurface}
  h2, h3 {
    margin: 12px 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
  }
  li a {
    font-weight: 600;
  }
`;

/**
 * A place without Clipp deals, as the deals page and the location dialog opened on Deals both say it: why (true to
 * the place's territory), the nearest cities that have deals with their distance, and the deals directory.
 */
export function NoDealsHereView({ noDeals, headingLevel = 2 }: { noDeals: NoDealsHere; headingLevel?: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Box aria-label="Why there are no deals here">
      <p>{noDeals.reason}</p>
      {noDeals.cities.length > 0 ? (
        <>
          <Heading id={headingId}>Nearest cities with Clipp deals</Heading>
          <ul aria-labelledby={headingId}>
            {noDeals.cities.map((city) => (
              <li key={city.slug}>
                <SiteLink to={city.path}>{city.label}</SiteLink> <span>{milesText(city.miles)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <SiteLink to={noDeals.directoryPath}>Browse every Clipp deal by city and category</SiteLink>
      </p>
    </Box>
  );
}
