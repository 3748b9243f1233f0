import { useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { readListingSort } from "~/models/url-state";
import { measuredFromVisitor, type VisitorPlace } from "~/models/visitor-distances";
import type { ListingPaging } from "./useListingPages";
import { useVisitorPlace } from "./useVisitorPlace";

/**
 * A listing page's paging with every card measured from the visitor's own place once the browser knows it (decision
 * 039), nearest first again when the list is in that order; until then (and without JavaScript) the page's own.
 */
export function useVisitorDistances(paging: ListingPaging): { paging: ListingPaging; visitor: VisitorPlace | null } {
  const visitor = useVisitorPlace();
  const { search } = useLocation();
  const order = readListingSort(search) === "distance" ? "nearest-first" : "kept";
  // The groups are memoised by the paging hook, so each is measured again only when it or the place changes.
  const { visit, serving } = paging;
  const groups = useMemo(() => {
    if (visitor === null) return { visit, serving };
    return {
      visit: measuredGroup(visit, visitor, order),
      serving: measuredGroup(serving, visitor, order),
    };
  }, [visit, serving, visitor, order]);
  const unchanged = groups.visit === visit && groups.serving === serving;
  const measured = unchanged ? paging : { ...paging, ...groups };
  return { paging: measured, visitor };
}

/** The group measured from the visitor's place; the same object when that moves no distance and no card. */
function measuredGroup<G extends ListingPaging["visit"]>(
  group: G,
  visitor: VisitorPlace,
  order: "nearest-first" | "kept",
): G {
  const listings = measuredFromVisitor(group.listings, visitor.coords, order);
  const same = listings.length === group.listings.length && listings.every((l, i) => l === group.listings[i]);
  return same ? group : { ...group, listings };
}
