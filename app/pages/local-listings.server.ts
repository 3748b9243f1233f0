import type { ListingsResult } from "~/models/local-listing";
import type { Location } from "~/models/location";
import type { Result } from "~/models/result";
import { getServices } from "~/services/index.server";
import { throwIfCritical } from "./maintenance.server";
import { settle } from "./settle.server";

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
