import { useEffect, useState } from "react";
import { parseSavedPlace, SAVED_PLACE_KEY, serializeSavedPlace, type SavedPlace } from "~/models/saved-place";

/**
 * The place the header shows: the page's own, kept in this browser as it goes; with no network and a page that names
 * none (My coupons' offline copy), the one kept. The server and hydration render the page's own, so nothing mismatches.
 */
export function useShownPlace(place: SavedPlace | null): SavedPlace | null {
  const [kept, setKept] = useState<SavedPlace | null>(null);
  const label = place?.label ?? null;
  const slug = place?.slug ?? null;
  useEffect(() => {
    try {
      if (label !== null && slug !== null)
        window.localStorage.setItem(SAVED_PLACE_KEY, serializeSavedPlace({ label, slug }));
      else if (!navigator.onLine) setKept(parseSavedPlace(window.localStorage.getItem(SAVED_PLACE_KEY)));
    } catch {
      // Storage refused (private mode, quota): the header shows what the page says.
    }
  }, [label, slug]);
  return place ?? kept;
}
