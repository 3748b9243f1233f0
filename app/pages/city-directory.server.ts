import { citiesByState, type StateCities } from "~/models/coverage";
import type { Result } from "~/models/result";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

/**
 * The city directory (decision 009): every city the coupon feed covers, by state — the path by links from `/` to
 * every local page for a visitor or crawler without a location. `/local/cities` is the directory; `/local` shows it
 * beneath the location prompt.
 */
export async function loadCityDirectory(): Promise<{ states: Result<StateCities[]> }> {
  const cities = await settle(getServices().coverage.getCoveredCities());
  return { states: cities.ok ? { ok: true, data: citiesByState(cities.data) } : cities };
}
