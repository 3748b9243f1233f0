import { data, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { LocationDialogLink, pageMeta, type RouteHandle, usePageRequestData } from "~/shared";
import { CityDirectory } from "~/components/local/CityDirectory";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadCityDirectory } from "~/pages/city-directory.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Local Coupons by City",
    description:
      "Browse printable local coupons in every city Valuvo covers, state by state: restaurants, auto repair, salons and more.",
  });

export const handle: RouteHandle = {
  breadcrumbs: () => [
    { label: "Local Coupons", to: "/local" },
    { label: "Coupons by City", to: "/local/cities" },
  ],
};

/** The city directory (decision 009): the index of states, a page of its own linked from the footer, never a redirect. */
export async function loader() {
  const directory = await loadCityDirectory();
  // Without its list the page has nothing to offer: a 503 tells crawlers to come back rather than drop it.
  return data(directory, { status: directory.states.ok ? 200 : 503 });
}

const Intro = styled.header.withConfig({ componentId: "LocalCitiesIndex-Intro", displayName: "LocalCitiesIntro" })`
  h1 {
    margin-bottom: 8px;
  }
`;

export default function LocalCities() {
  const { states, cities } = useLoaderData<typeof loader>();
  usePageRequestData({ page: "cityDirectory" });
  return (
    <>
      <Intro>
        <h1>Local Coupons by City</h1>
        <p>
          Pick your city to see printable coupons from businesses near you, or{" "}
          <LocationDialogLink intent="coupons">enter your ZIP code</LocationDialogLink>.
        </p>
      </Intro>
      <CityDirectory states={states} cities={cities} heading="Cities by state" />
    </>
  );
}
