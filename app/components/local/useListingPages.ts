import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import type { ListingGroupPage } from "~/models/listing-paging";
import type { ListingView } from "~/models/listing-view";
import { pageHref } from "~/shared";

/** What a listing page's loader gives the paging: this page of each group, and how many pages there are. */
export type ListingPages = {
  page: number;
  pageCount: number;
  visit: ListingGroupPage;
  serving: ListingGroupPage;
};

export type ListingGroupShown = { listings: ListingView[]; total: number; hasMore: boolean; timedOut?: boolean };

export type ListingPaging = {
  visit: ListingGroupShown;
  serving: ListingGroupShown;
  /** The page the document shows (the one its URL names). */
  page: number;
  /** The next page after everything shown, or null on the last. */
  nextHref: string | null;
  prevHref: string | null;
  loading: boolean;
  /** Appends the next page in place (the link's no-JavaScript way is to navigate to it). */
  loadMore: () => void;
};

/**
 * 'More coupons' (issue 11 §1): the next page of the same route's data, fetched and appended below the listings
 * already shown. New loader data (another place, category or page) starts again from it; opening an offer does
 * not load page data again, so the appended pages stay while a dialog opens and closes.
 */
export function useListingPages(data: ListingPages): ListingPaging {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<ListingPages>();
  const [appended, setAppended] = useState<{ base: ListingPages; pages: ListingPages[] }>({ base: data, pages: [] });
  const pages = useMemo(() => (appended.base === data ? appended.pages : []), [appended, data]);

  useEffect(() => {
    const next = fetcher.data;
    if (fetcher.state !== "idle" || !next) return;
    setAppended((current) => {
      const kept = current.base === data ? current.pages : [];
      const last = kept.at(-1) ?? data;
      return { base: data, pages: next.page === last.page + 1 ? [...kept, next] : kept };
    });
  }, [fetcher.data, fetcher.state, data]);

  const shown = useMemo(() => {
    const last = pages.at(-1) ?? data;
    const group = (key: "visit" | "serving"): ListingGroupShown => ({
      listings: [data, ...pages].flatMap((page) => page[key].listings),
      total: data[key].total,
      hasMore: last[key].hasMore,
      timedOut: data[key].timedOut,
    });
    return { visit: group("visit"), serving: group("serving"), last };
  }, [data, pages]);

  const nextHref = shown.last.page < shown.last.pageCount ? pageHref(pathname, search, shown.last.page + 1) : null;
  return {
    visit: shown.visit,
    serving: shown.serving,
    page: data.page,
    nextHref,
    prevHref: data.page > 1 ? pageHref(pathname, search, data.page - 1) : null,
    loading: fetcher.state !== "idle",
    loadMore: () => {
      if (nextHref && fetcher.state === "idle") fetcher.load(nextHref);
    },
  };
}
