import type { ListingsResult } from "~/models/local-listing";
import type { Location } from "~/models/location";
import { locationLabel } from "~/models/location";
import type { Result } from "~/models/result";
import { locationSlug, parseLocationSlug } from "~/models/slug";
import { getServices } from "./index.server";
import { locationSetCookie, readLocationCookie } from "./location-cookie.server";
import { throwIfCritical } from "./maintenance.server";
import { settle } from "./settle.server";

/** The place a `/local/{slug}` URL names, as the page shows it. */
export type SlugPlace = Location & { label: string; slug: string };

/**
 * SPEC §4 "Fetch by slug": the slug's place becomes the visitor's location. The cookie is kept when it already
 * names this place (it may hold the visitor's own ZIP); otherwise the validated place is returned with the
 * `Set-Cookie` that stores it. An unparsable or unknown slug is a 404.
 */
export async function resolveSlugLocation(
  request: Request,
  slug: string,
): Promise<{ place: SlugPlace; setCookie: string | null }> {
  const parsed = parseLocationSlug(slug);
  if (parsed === null) throw new Response(null, { status: 404 });
  const cookie = readLocationCookie(request);
  if (cookie && locationSlug(cookie.city, cookie.state) === slug) {
    return { place: { ...cookie, label: locationLabel(cookie), slug }, setCookie: null };
  }
  const validated = await getServices().location.validateCityState(parsed.city, parsed.state);
  if (validated === null) throw new Response(null, { status: 404 });
  // SPEC §4: the city as the slug spells it, capitalised, and the state upper-cased; the point from the upstream.
  const location: Location = {
    city: locationSlug(validated.city, validated.state) === slug ? validated.city : parsed.city,
    state: parsed.state,
    zip: validated.zip,
    coords: validated.coords,
  };
  return {
    place: { ...location, label: locationLabel(location), slug },
    setCookie: locationSetCookie(location, request),
  };
}

export type LocalListingsData = { localOffers: Result<ListingsResult>; localServices: Result<ListingsResult> };

/**
 * Location-based and service-based listings in parallel (DESIGN §4), each its own Result; SPEC §4's critical
 * failures (a 404 from either feed) become the maintenance page.
 */
export async function loadLocalListings(location: Pick<Location, "coords">): Promise<LocalListingsData> {
  const { listings } = getServices();
  const [localOffers, localServices] = await Promise.all([
    settle(listings.getLocalListings(location.coords)),
    settle(listings.getServiceListings(location.coords)),
  ]);
  throwIfCritical({ localOffers, localServices });
  return { localOffers, localServices };
}

/**
 * Headers of a local page: the cookie when the slug changed the location. Caching is the central policy's
 * (`app/models/cache-policy.ts`): public keyed by the cookie, private when this sets one.
 */
export function localPageHeaders(setCookie: string | null): Headers {
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
}
