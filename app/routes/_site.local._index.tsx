import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import styled from "styled-components";
import {
  localPagePath,
  LocationDialogLink,
  locationSlug,
  pageMeta,
  type RouteHandle,
  SiteLink,
  useLocationDialog,
} from "~/shared";
import { CityDirectory } from "~/components/local/CityDirectory";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadCityDirectory } from "~/pages/city-directory.server";
import { readLocationCookie } from "~/services/location-cookie.server";

export const headers = routeHeaders;

// A prompt for a location: not indexed (the directory's own page, /local/cities, is), but its city links are followed.
export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Local Coupons Near You",
    description: "Choose your city or ZIP code to see printable coupons from businesses near you.",
    canonicalPath: "/local",
    noindex: true,
  });

export const handle: RouteHandle = {
  breadcrumbs: () => [{ label: "Local Coupons", to: "/local" }],
};

/**
 * SPEC §2: Local Coupons with a location is that location's page. Without one the page asks for a location — the
 * dialog opens once the page is interactive, and `?location=coupons` opens it without JavaScript — above the city
 * directory, so the page answers 200 at its own URL and every city is a link away (decision 009).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const location = readLocationCookie(request);
  if (location) throw redirect(localPagePath(locationSlug(location.city, location.state)), 302);
  return loadCityDirectory();
}

const Prompt = styled.section.withConfig({ componentId: "LocalIndex-Prompt", displayName: "LocalPrompt" })`
  padding: 32px 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  h1 {
    margin-top: 0;
  }
  a {
    font-weight: 700;
  }
`;

export default function LocalIndex() {
  const { states, cities } = useLoaderData<typeof loader>();
  // Opened in place (no URL change), once per visit to the page: closing it leaves the directory to browse.
  const { open, intent } = useLocationDialog();
  useEffect(() => {
    if (intent === null) open("coupons");
    // Only when the page is first shown: after the visitor closes the dialog it stays closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose once, not whenever the dialog's state changes
  }, []);
  return (
    <>
      <Prompt aria-labelledby="local-title">
        <h1 id="local-title">Local Coupons Near You</h1>
        <p>
          Tell us where you are and we&apos;ll show printable coupons from restaurants, salons, auto shops and other
          businesses nearby.
        </p>
        <p>
          <LocationDialogLink intent="coupons">Choose your location</LocationDialogLink> or{" "}
          <SiteLink to="/local/cities">browse coupons by city</SiteLink>.
        </p>
      </Prompt>
      <CityDirectory states={states} cities={cities} heading="Or pick your city" />
    </>
  );
}
