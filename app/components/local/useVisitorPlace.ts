import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { parseVisitorPlaceAnswer, type VisitorPlace } from "~/models/visitor-distances";

// One private request per page view (decision 040): the parts of one page share the answer; the next page asks
// again, since the location dialog may have saved another ZIP of the same city in between (the page's own place, a
// city, would not tell).
let asked: { key: string; answer: Promise<VisitorPlace | null> } | null = null;

function visitorPlace(key: string): Promise<VisitorPlace | null> {
  if (asked?.key !== key) {
    const answer = fetch("/api/visitor-place", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? response.json() : null))
      .then(parseVisitorPlaceAnswer)
      // No answer (offline, the site down): the page keeps the distances from its own place, which it says.
      .catch(() => null);
    asked = { key, answer };
  }
  return asked.answer;
}

function samePlace(a: VisitorPlace | null, b: VisitorPlace | null): boolean {
  if (a === null || b === null) return a === b;
  return a.zip === b.zip && a.label === b.label && a.coords.lat === b.coords.lat && a.coords.lng === b.coords.lng;
}

/**
 * The visitor's own place, once the page has hydrated (null before, and for a visitor without one): the shared HTML
 * never holds it. Asked again on each page view (the router's location key).
 */
export function useVisitorPlace(): VisitorPlace | null {
  const { key } = useLocation();
  const [place, setPlace] = useState<VisitorPlace | null>(null);
  useEffect(() => {
    let current = true;
    void visitorPlace(key).then((found) => {
      // The same place again (an offer dialog opened, say) keeps the object, so nothing is measured again.
      if (current) setPlace((known) => (samePlace(known, found) ? known : found));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return place;
}
