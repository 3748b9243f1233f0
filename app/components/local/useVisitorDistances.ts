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
      visit: { ...visit, listings: measuredFromVisitor(visit.listings, visitor.coords, order) },
      serving: { ...serving, listings: measuredFromVisitor(serving.listings, visitor.coords, order) },
    };
  }, [visit, serving, visitor, order]);
  const measured = visitor === null ? paging : { ...paging, ...groups };
  return { paging: measured, visitor };
}
