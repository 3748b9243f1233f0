import { useEffect, useState } from "react";
import { parseVisitorPlaceAnswer, type VisitorPlace } from "~/models/visitor-distances";

// One private request per document and place (decision 039): every list and business page of the visit reads the
// same answer; a new place chosen in the location dialog (the page's place label changes) asks again.
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

/**
 * The visitor's own place, once the page has hydrated (null before, and for a visitor without one): the shared HTML
 * never holds it. `key` names what may have changed it (the place the page shows).
 */
export function useVisitorPlace(key: string): VisitorPlace | null {
  const [place, setPlace] = useState<VisitorPlace | null>(null);
  useEffect(() => {
    let current = true;
    void visitorPlace(key).then((found) => {
      if (current) setPlace(found);
    });
    return () => {
      current = false;
    };
  }, [key]);
  return place;
}
