// SPEC §2/§4 favorites (being phased out): rules and texts; the browser hook only reads and writes localStorage.

import { storedArray } from "./stored-list";

export const FAVORITES_KEY = "favs";

export type FavoriteId = string | number;

export const FAVORITES_REMOVAL_WARNING = "Local Coupon Favoriting will be removed soon";
export const NO_FAVORITES = "No favorites";
export const DELETE_ALL_FAVORITES_CONFIRMATION = "Are you sure you want to remove ALL favorites?";
export const DELETE_ALL_CANCEL_LABEL = "Cancel";
export const DELETE_ALL_CONFIRM_LABEL = "Delete";

export function favoritesTitle(city: string): string {
  return `My Favorite Local Coupons for ${city}`;
}

// Offer ids come as numbers from some feeds and strings from others; 7 and "7" are the same offer.
function sameId(a: FavoriteId, b: FavoriteId): boolean {
  return String(a) === String(b);
}

export function isFavorite(ids: readonly FavoriteId[], id: FavoriteId): boolean {
  return ids.some((existing) => sameId(existing, id));
}

/** Adds the id at the end when absent, removes every form of it when present; never mutates its input. */
export function toggleFavorite(ids: readonly FavoriteId[], id: FavoriteId): FavoriteId[] {
  return isFavorite(ids, id) ? ids.filter((existing) => !sameId(existing, id)) : [...ids, id];
}

function isFavoriteId(value: unknown): value is FavoriteId {
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "";
}

/** Stored text → valid, deduplicated ids in stored order; anything corrupted reads as no favorites. */
export function parseFavorites(raw: string | null | undefined): FavoriteId[] {
  const ids: FavoriteId[] = [];
  for (const value of storedArray(raw)) {
    if (isFavoriteId(value) && !isFavorite(ids, value)) ids.push(value);
  }
  return ids;
}

export function serializeFavorites(ids: readonly FavoriteId[]): string {
  return JSON.stringify(ids);
}
