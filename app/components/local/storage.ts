import { useCallback, useSyncExternalStore } from "react";
import { FAVORITES_KEY, parseFavorites, serializeFavorites, toggleFavorite, type FavoriteId } from "~/models/favorites";
import {
  addRecent,
  parseRecents,
  purgeExpired,
  RECENTS_KEY,
  serializeRecents,
  type RecentInput,
  type RecentItem,
} from "~/models/recents";

// localStorage `recents` and `favs` (DESIGN §4) behind useSyncExternalStore: the server and the hydration render
// see the empty snapshot, so storage never causes a hydration mismatch; the stored value follows right after.

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the lists simply are not remembered.
  }
}

function createStore<T>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string, empty: T) {
  const listeners = new Set<() => void>();
  // Nothing stored reads as the very `empty` the server rendered with: hydration then has nothing to render again.
  let lastRaw: string | null = null;
  let lastValue: T = empty;

  const notify = () => listeners.forEach((listener) => listener());
  // Another tab changed the list (or cleared all storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    empty: () => empty,
    snapshot(): T {
      const raw = readRaw(key);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastValue = parse(raw);
      }
      return lastValue;
    },
    write(value: T) {
      writeRaw(key, serialize(value));
      notify();
    },
    /** One `storage` listener per store, however many components follow it (a listing page has dozens). */
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

const EMPTY_RECENTS: RecentItem[] = [];
const EMPTY_FAVORITES: FavoriteId[] = [];

const recentsStore = createStore(RECENTS_KEY, parseRecents, serializeRecents, EMPTY_RECENTS);
const favoritesStore = createStore(FAVORITES_KEY, parseFavorites, serializeFavorites, EMPTY_FAVORITES);

let recentsNormalized = false;

/**
 * SPEC §4: expired entries are purged at startup; corrupted storage is ignored and rewritten. Runs once per page
 * load, on the first subscription (after hydration).
 */
export function normalizeRecentsStorage(now: Date = new Date()): void {
  if (recentsNormalized) return;
  recentsNormalized = true;
  const raw = readRaw(RECENTS_KEY);
  if (raw === null) return;
  const clean = serializeRecents(purgeExpired(parseRecents(raw), now));
  if (clean !== raw) recentsStore.write(parseRecents(clean));
}

function subscribeRecents(listener: () => void) {
  const unsubscribe = recentsStore.subscribe(listener);
  normalizeRecentsStorage();
  return unsubscribe;
}

export function useRecents(): { recents: RecentItem[]; add: (input: RecentInput) => void } {
  const recents = useSyncExternalStore(subscribeRecents, recentsStore.snapshot, recentsStore.empty);
  const add = useCallback((input: RecentInput) => {
    recentsStore.write(addRecent(recentsStore.snapshot(), input, new Date()));
  }, []);
  return { recents, add };
}

let favoritesNormalized = false;

function subscribeFavorites(listener: () => void) {
  const unsubscribe = favoritesStore.subscribe(listener);
  // Corrupted storage reads as no favorites and is rewritten: checked once per page load, on the first subscription.
  if (!favoritesNormalized) {
    favoritesNormalized = true;
    const raw = readRaw(FAVORITES_KEY);
    if (raw !== null && serializeFavorites(parseFavorites(raw)) !== raw) favoritesStore.write(parseFavorites(raw));
  }
  return unsubscribe;
}

export function useFavorites(): {
  favorites: FavoriteId[];
  toggle: (id: FavoriteId) => void;
  clear: () => void;
} {
  const favorites = useSyncExternalStore(subscribeFavorites, favoritesStore.snapshot, favoritesStore.empty);
  const toggle = useCallback((id: FavoriteId) => {
    favoritesStore.write(toggleFavorite(favoritesStore.snapshot(), id));
  }, []);
  const clear = useCallback(() => favoritesStore.write([]), []);
  return { favorites, toggle, clear };
}
