import { data } from "@remix-run/node";
import type { DirectoryDealPageData } from "~/components/deals-directory/DirectoryDealView";
import {
  canonicalDealPath,
  corporateDeal,
  dealListedUnder,
  directoryListPath,
  readDirectorySegment,
} from "~/models/directory-deals";
import { locationSlug } from "~/models/slug";
import { settle } from "~/pages/settle.server";
import { getServices } from "~/services/index.server";

export type { DirectoryDealPageData };

const notFound = () => new Response(null, { status: 404 });

/** An upstream's 404 stays a 404; any other failure is a 503 page with its message (the deal may well exist). */
function failure(result: { message: string; status: number }) {
  if (result.status === 404) throw notFound();
  return data<DirectoryDealPageData>({ deal: null, message: result.message }, { status: 503 });
}

/**
 * `/coupons/deals/{details}/{id}`: one Clipp deal with its corporate-territory locations. A deal with none (SPEC
 * §4's territory rule), an unknown id, or a segment that is not one of the deal's categories or cities is a 404.
 */
export async function loadDirectoryDeal(details: string, id: string) {
  const { dealsDirectory } = getServices();
  const [categories, found] = await Promise.all([
    settle(dealsDirectory.getDealCategories()),
    settle(dealsDirectory.getDirectoryDeal(id)),
  ]);
  if (!found.ok) return failure(found);
  if (!categories.ok) return failure(categories);
  const segment = readDirectorySegment(
    details,
    categories.data.map((category) => category.slug),
  );
  const deal = corporateDeal(found.data);
  if (segment === null || deal === null || !dealListedUnder(deal, segment)) throw notFound();
  const category = categories.data.find((candidate) => candidate.slug === segment.slug);
  const city = deal.locations.find((location) => locationSlug(location.city, location.state) === segment.slug);
  return data<DirectoryDealPageData>({
    deal,
    listPath: directoryListPath(segment.slug),
    listTitle:
      segment.kind === "category"
        ? (category?.name ?? segment.slug)
        : city
          ? `${city.city}, ${city.state}`
          : segment.slug,
    canonicalPath: canonicalDealPath(deal),
    message: null,
  });
}
