import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, type MutableRefObject, type ReactNode } from "react";
import type { AnalyticsData } from "~/models/analytics-events";
import { pageViewKey } from "~/models/page-view";
import { track } from "../../browser/track";

/** What the page on screen said about itself, for the page view it was rendered for. */
type PageData = { key: string; data: AnalyticsData };

const PageRequestContext = createContext<MutableRefObject<PageData | null> | null>(null);

/**
 * SPEC §7: one pageRequest per page view, for every page, sent by the shell so no route has to remember it. A page
 * may add its own fields with `usePageRequestData`; React runs a child's effects before its parent's in the same
 * commit, so the page's data is in place when the shell's effect sends. Data left by an earlier page never leaks into
 * the next one: it is used only when it was given for the page view being sent.
 */
export function PageRequestTracker({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const key = pageViewKey(pathname, search);
  const pageData = useRef<PageData | null>(null);
  useEffect(() => {
    const given = pageData.current;
    const data = given?.key === key ? given.data : {};
    // Sent from a task of its own: the first page view's effect runs in the task that ends hydration, the longest
    // of the page; the beacon does not need to lengthen it.
    const timer = setTimeout(() => track("pageRequest", data), 0);
    return () => clearTimeout(timer);
  }, [key]);
  return <PageRequestContext.Provider value={pageData}>{children}</PageRequestContext.Provider>;
}

/** The page's own fields of its pageRequest event (e.g. `{ page: "deals" }`); the shell sends the event. */
export function usePageRequestData(data: AnalyticsData): void {
  const pageData = useContext(PageRequestContext);
  const { pathname, search } = useLocation();
  const key = pageViewKey(pathname, search);
  useEffect(() => {
    if (pageData) pageData.current = { key, data };
  });
}
