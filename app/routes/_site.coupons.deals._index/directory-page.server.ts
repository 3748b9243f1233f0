import { data } from "@remix-run/node";
import { corporateDirectory, type DealDirectoryCategory, type DealDirectoryCity } from "~/models/directory-deals";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type DealsDirectoryData =
  | { categories: DealDirectoryCategory[]; cities: DealDirectoryCity[]; message: null }
  | { categories: null; cities: null; message: string };

/**
 * `/coupons/deals`: the deal categories and the cities with Clipp deals in corporate-owned territories (SPEC §4).
 * The upstream's counts include franchised deals, so the index counts again from every category's deals (cached)
 * and leaves out what would lead to an empty page. Without every list the index cannot be told: 503.
 */
export async function loadDealsDirectory() {
  const { dealsDirectory } = getServices();
  const unavailable = (message: string) =>
    data<DealsDirectoryData>({ categories: null, cities: null, message }, { status: 503 });
  const [categories, cities] = await Promise.all([
    settle(dealsDirectory.getDealCategories()),
    settle(dealsDirectory.getDealCities()),
  ]);
  if (!categories.ok) return unavailable(categories.message);
  if (!cities.ok) return unavailable(cities.message);
  const lists = await Promise.all(
    categories.data.map((category) => settle(dealsDirectory.getDealsInCategory(category.slug))),
  );
  const failure = lists.find((list) => !list.ok);
  if (failure && !failure.ok) return unavailable(failure.message);
  const deals = lists.flatMap((list) => (list.ok ? list.data.deals : []));
  return data<DealsDirectoryData>({ ...corporateDirectory(categories.data, cities.data, deals), message: null });
}
