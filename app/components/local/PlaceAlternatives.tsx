import { lazy, Suspense } from "react";
import styled from "styled-components";
import { localPagePath, milesText, outlinedSurface, SiteLink } from "~/shared";
import type { NearbyCity } from "~/models/coverage";
import type { SdcCoupon } from "~/models/sdc-coupon";

// Only a place without coupons shows coupon-code cards: the home and local pages load their code when they do.
const PopularCodes = lazy(() => import("./PopularCodes"));

const Box = styled.section.withConfig({ componentId: "PlaceAlternatives-Box", displayName: "PlaceAlternatives" })`
  margin: 24px 0;
  padding: 16px 20px;
  ${outlinedSurface}
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  ul.cities {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
  }
  ul.cities a {
    font-weight: 600;
  }
`;

/**
 * Where to go from a place without coupons (issue 25): the nearest cities that have coupons, with their distance,
 * and popular online coupon codes (each opens its code dialog on this page). Nothing when there is nothing to offer.
 */
export function PlaceAlternatives({
  cities,
  codes,
  citiesHeading = "Coupons in cities near you",
}: {
  cities: readonly NearbyCity[];
  codes: readonly SdcCoupon[];
  citiesHeading?: string;
}) {
  return (
    <>
      {cities.length > 0 ? (
        <Box aria-labelledby="nearby-cities-heading">
          <h2 id="nearby-cities-heading">{citiesHeading}</h2>
          {/* Before the few cities: a crawler (or a reader) finds every covered city first (crawlers.spec.ts). */}
          <p>
            <SiteLink to="/local/cities">Every city with coupons</SiteLink>
          </p>
          <ul className="cities">
            {cities.map((city) => (
              <li key={city.slug}>
                <SiteLink to={localPagePath(city.slug)}>{city.label}</SiteLink>
                {city.miles === null ? null : <span> {milesText(city.miles)}</span>}
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      {codes.length > 0 ? (
        <Suspense fallback={null}>
          <PopularCodes codes={codes} />
        </Suspense>
      ) : null}
    </>
  );
}
