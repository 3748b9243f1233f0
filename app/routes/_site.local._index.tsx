import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import styled from "styled-components";
import { pageMeta } from "~/components/layout/meta";
import type { RouteHandle } from "~/components/layout/route-handle";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import { localPagePath } from "~/models/local-page";
import { locationSlug } from "~/models/slug";
import { locationDialogHref, readOverlayState } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { readLocationCookie } from "~/services/location-cookie.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Local Coupons Near You",
    description: "Choose your city or ZIP code to see printable coupons from businesses near you.",
    canonicalPath: "/local",
  });

export const handle: RouteHandle = {
  breadcrumbs: () => [{ label: "Local Coupons", to: "/local" }],
};

/**
 * SPEC §2: Local Coupons with a location is that location's page; without one the page asks for a location with
 * the dialog open (`?location=coupons`, added once, so there is no redirect loop).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const location = readLocationCookie(request);
  if (location) throw redirect(localPagePath(locationSlug(location.city, location.state)), 302);
  if (!readOverlayState(new URL(request.url).search).locationAsked) throw redirect(locationDialogHref("/local", "", "coupons"), 302);
  return null;
}

const Prompt = styled.section.withConfig({ componentId: "LocalIndex-Prompt", displayName: "LocalPrompt" })`
  padding: 32px 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  h1 { margin-top: 0; }
  a { font-weight: 700; }
`;

export default function LocalIndex() {
  return (
    <Prompt aria-labelledby="local-title">
      <h1 id="local-title">Local Coupons Near You</h1>
      <p>
        Tell us where you are and we&apos;ll show printable coupons from restaurants, salons, auto shops and other
        businesses nearby.
      </p>
      <p>
        <LocationDialogLink intent="coupons">Choose your location</LocationDialogLink>
      </p>
    </Prompt>
  );
}
