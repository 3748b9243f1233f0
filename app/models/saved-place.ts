// The visitor's place as this browser last saw it (localStorage `place`): the location cookie is HttpOnly and an
// offline page (My coupons' copy, fetched without cookies) names nobody's place, so the header shows this one while
// there is no network. Written whenever a page names the place; read only offline.

export const SAVED_PLACE_KEY = "place";

export interface SavedPlace {
  label: string;
  slug: string;
}

const LABEL = /^[A-Za-z .'-]{1,60}, [A-Z]{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What storage holds, if it is a place the site could have written (storage is writable by anything on the page). */
export function parseSavedPlace(raw: string | null): SavedPlace | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { label, slug } = value as Record<string, unknown>;
    return typeof label === "string" &&
      typeof slug === "string" &&
      LABEL.test(label) &&
      SLUG.test(slug) &&
      slug.length <= 80
      ? { label, slug }
      : null;
  } catch {
    return null;
  }
}

export function serializeSavedPlace(place: SavedPlace): string {
  return JSON.stringify({ label: place.label, slug: place.slug });
}
