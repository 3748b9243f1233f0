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

/**
 * One list in localStorage. SPEC §4: what is stored is cleaned once per page load — at startup on every page
 * (`cleanStoredLists`, issue 25: expired recents were only purged where the home page read them), else on the first
 * subscription: `clean` returns the text the list should have (corrupted storage reads as empty and is rewritten,
 * expired entries are dropped), and a difference is written back.
 */
export function createStore<T>(options: {
  key: string;
  parse: (raw: string | null) => T;
  serialize: (value: T) => string;
  empty: T;
  clean: (raw: string) => string;
}) {
  const { key, parse, serialize, empty, clean } = options;
  const listeners = new Set<() => void>();
  // Nothing stored reads as the very `empty` the server rendered with: hydration then has nothing to render again.
  let lastRaw: string | null = null;
  let lastValue: T = empty;
  let cleaned = false;

  const notify = () => listeners.forEach((listener) => listener());
  // Another tab changed the list (or cleared all storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  const write = (value: T) => {
    writeRaw(key, serialize(value));
    notify();
  };

  const cleanOnce = () => {
    if (cleaned) return;
    cleaned = true;
    const raw = readRaw(key);
    const text = raw === null ? null : clean(raw);
    if (text !== null && text !== raw) write(parse(text));
  };

  return {
    empty: () => empty,
    cleanOnce,
    snapshot(): T {
      const raw = readRaw(key);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastValue = parse(raw);
      }
      return lastValue;
    },
    write,
    /** One `storage` listener per store, however many components follow it (a listing page has dozens). */
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      cleanOnce();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

const EMPTY_RECENTS: RecentItem[] = [];
const EMPTY_FAVORITES: FavoriteId[] = [];

const recentsStore = createStore({
  key: RECENTS_KEY,
  parse: parseRecents,
  serialize: serializeRecents,
  empty: EMPTY_RECENTS,
  clean: (raw) => serializeRecents(purgeExpired(parseRecents(raw), new Date())),
});
const favoritesStore = createStore({
  key: FAVORITES_KEY,
  parse: parseFavorites,
  serialize: serializeFavorites,
  empty: EMPTY_FAVORITES,
  clean: (raw) => serializeFavorites(parseFavorites(raw)),
});

export function useRecents(): { recents: RecentItem[]; add: (input: RecentInput) => void } {
  const recents = useSyncExternalStore(recentsStore.subscribe, recentsStore.snapshot, recentsStore.empty);
  const add = useCallback((input: RecentInput) => {
    recentsStore.write(addRecent(recentsStore.snapshot(), input, new Date()));
  }, []);
  return { recents, add };
}

export function useFavorites(): {
  favorites: FavoriteId[];
  toggle: (id: FavoriteId) => void;
  clear: () => void;
} {
  const favorites = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.snapshot, favoritesStore.empty);
  const toggle = useCallback((id: FavoriteId) => {
    favoritesStore.write(toggleFavorite(favoritesStore.snapshot(), id));
  }, []);
  const clear = useCallback(() => favoritesStore.write([]), []);
  return { favorites, toggle, clear };
}

/** SPEC §4 "Expired items are purged at startup": run once when the app starts in the browser, whatever the page. */
export function cleanStoredLists(): void {
  recentsStore.cleanOnce();
  favoritesStore.cleanOnce();
}
