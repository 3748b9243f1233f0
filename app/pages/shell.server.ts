import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { isCorporateOwned } from "~/models/corporate-ownership";
import { clientIpFromForwardedFor } from "~/models/forwarded-for";
import type { Location } from "~/models/location";
import { locationLabel } from "~/models/location";
import { specialtyNavLink, type NavLink } from "~/models/navigation";
import { locationSlug } from "~/models/slug";
import { getServices } from "~/services/index.server";
import { resolveSlugLocation } from "~/pages/local-listings.server";
import { locationSetCookie, readLocationCookie } from "~/services/location-cookie.server";
import { takeNotice } from "~/services/notice-cookie.server";

/** What every shell needs before its header renders (DESIGN §4). */
export type ShellData = {
  year: number;
  location: (Location & { label: string; slug: string }) | null;
  /** SPEC §2: Deals leads to /deals only with a location, no geo error and a corporate-owned territory. */
  dealsAvailable: boolean;
  /** SPEC §4: the first-visit IP lookup failed (the page renders without a location). */
  serverInitError: string | null;
  /** A one-time message for the snackbar (e.g. after a location form posted without JavaScript). */
  notice: string | null;
  /** The active store-loaded links of the Special Offers menu (SPEC §2), after the fixed ones. */
  specialtyLinks: NavLink[];
};

export type ShellResult = { shell: ShellData; setCookies: string[] };

/**
 * SPEC §4 "Location resolution" for a document request (vanity redirects already ran in the root loader):
 * a valid cookie wins; else, on the home path only, the visitor's network address is looked up and saved.
 */
export async function loadShell(request: Request): Promise<ShellResult> {
  const url = new URL(request.url);
  const setCookies: string[] = [];
  let serverInitError: string | null = null;
  // SPEC §4 fetches these first; they do not depend on the location, so they load while it resolves.
  const specialtyLinks = loadSpecialtyLinks();

  let location = readLocationCookie(request);
  // SPEC §4 "Fetch by slug": a /local/{slug} page makes its place the visitor's location in this very response,
  // so the header must show that place, not the cookie the request came with. (The page sets the cookie.)
  const slugPlace = await placeFromLocalPath(request, url.pathname);
  if (slugPlace) location = slugPlace;
  if (location === null && url.pathname === "/") {
    const ip = clientIpFromForwardedFor(request.headers.get("X-Forwarded-For"));
    try {
      location = await getServices().geoIp.lookupIp(ip);
      if (location) setCookies.push(locationSetCookie(location, request));
    } catch (error) {
      serverInitError = error instanceof Error ? error.message : "IP geolocation failed";
      console.warn(`serverInit: IP geolocation failed: ${serverInitError}`);
    }
  }

  const notice = takeNotice(request);
  if (notice) setCookies.push(notice.clear);

  return {
    shell: {
      year: new Date().getFullYear(),
      location: location && {
        ...location,
        label: locationLabel(location),
        slug: locationSlug(location.city, location.state),
      },
      dealsAvailable: location !== null && serverInitError === null && (await inCorporateTerritory(location)),
      serverInitError,
      notice: notice?.message || null,
      specialtyLinks: await specialtyLinks,
    },
    setCookies,
  };
}

/** Active specialty links; a failure only costs the menu its extra links (the message is logged, SPEC §8). */
async function loadSpecialtyLinks(): Promise<NavLink[]> {
  try {
    const links = await getServices().content.getSpecialtyLinks();
    return links.flatMap((link) => specialtyNavLink(link) ?? []);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : String(error));
    return [];
  }
}

async function placeFromLocalPath(request: Request, pathname: string): Promise<Location | null> {
  const slug = /^\/local\/([^/]+)/.exec(pathname)?.[1];
  if (!slug) return null;
  try {
    const { place } = await resolveSlugLocation(request, slug);
    return { city: place.city, state: place.state, zip: place.zip, coords: place.coords };
  } catch {
    // An unknown slug is the page's 404 to render; the shell keeps the cookie's place.
    return null;
  }
}

/** SPEC §4 corporate ownership of the visitor's territory; an upstream failure hides Deals rather than the page. */
async function inCorporateTerritory(location: Location): Promise<boolean> {
  const services = getServices();
  try {
    const validated = location.zip
      ? await services.location.validateZip(location.zip)
      : await services.location.validateCoords(location.coords);
    const franchise = await services.franchise.getFranchiseInfo(validated?.franchiseId ?? null);
    return isCorporateOwned({
      franchise: franchise && { franchiseId: franchise.franchiseId, owner: franchise.owner },
      city: location.city,
      state: location.state,
    });
  } catch (error) {
    console.warn(`franchise lookup failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The loader of every shell layout: its data, and the cookies location resolution wrote. */
export async function shellLoader({ request }: LoaderFunctionArgs) {
  const { shell, setCookies } = await loadShell(request);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(shell, { headers });
}
