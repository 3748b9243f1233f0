import { parseStore } from "./local-page";

/**
 * The `?store=` of a business page's one URL (issue 27): a business with storefronts is always shown for one of them
 * and names it (`?store={location id}`); a business without any (a service-area business) has no store, so no
 * `?store=`, as the sitemap lists it. `requested` is every `?store=` value the URL carries.
 *
 * `redirect` is true when the URL is not that one URL: no store, a malformed one (`abc`, `0`, `007`), a second one,
 * or one that is not this business's store. The page then answers a 301 to the store the upstream chose for it
 * (`selected`: the requested one when it is this business's, else the one nearest the visitor, else the first) —
 * never a 200 page canonicalised to a store that does not exist, and never two URLs of one store both answering 200.
 */
export function canonicalStore(
  business: { locations: readonly { id: number }[] },
  selected: { id: number } | null,
  requested: readonly string[],
): { store: number | null; redirect: boolean } {
  if (business.locations.length === 0) return { store: null, redirect: requested.length > 0 };
  const only = requested.length === 1 ? requested[0]! : null;
  const id = parseStore(only);
  if (id !== undefined && String(id) === only && business.locations.some((location) => location.id === id)) {
    return { store: id, redirect: false };
  }
  const fallback =
    selected && business.locations.some((location) => location.id === selected.id) ? selected : business.locations[0]!;
  return { store: fallback.id, redirect: true };
}
