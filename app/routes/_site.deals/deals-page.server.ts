import { redirect } from "@remix-run/node";
import type { Deal } from "~/models/deal";
import { locationLabel } from "~/models/location";
import type { Result } from "~/models/result";
import { getServices } from "~/services/index.server";
import { readLocationCookie } from "~/services/location-cookie.server";
import { settle } from "~/pages/settle.server";

export type DealsPageData = { place: { label: string } | null; deals: Result<Deal[]> | null };

/**
 * `/deals`: Clipp deals near the visitor. Without a location the page asks for one with the 'Find Deals Near You'
 * dialog open (the parameter is added once, so there is no loop); an empty answer is SPEC §8's 'No Clipp offers for
 * this geography', shown in place.
 */
export async function loadDealsPage(request: Request): Promise<DealsPageData> {
  const location = readLocationCookie(request);
  if (!location) {
    if (!new URL(request.url).searchParams.has("location")) throw redirect("/deals?location=deals", 302);
    return { place: null, deals: null };
  }
  const found = await settle(getServices().deals.getDeals(location.coords));
  return {
    place: { label: locationLabel(location) },
    deals: found.ok ? { ok: true, data: found.data.deals } : found,
  };
}
