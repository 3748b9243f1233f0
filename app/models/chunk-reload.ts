/** SPEC §4 / §9: a failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = "valuvo:chunk-reload-at";

/** True for the errors browsers raise when a code-split module cannot be fetched. */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * A client-side navigation under way, kept in session storage while it runs. When a deploy has replaced the build
 * under an open tab, the router cannot load the next page's module and reloads the page the visitor is *on*
 * (Remix's own recovery); this record is what lets the reloaded page go on to the page the visitor clicked.
 */
export const PENDING_NAVIGATION_KEY = "valuvo:pending-navigation";

/** How long after a navigation began its reload still counts as that navigation's (a slow phone's reload). */
export const PENDING_NAVIGATION_MS = 20_000;

export type PendingNavigation = { from: string; to: string; at: number };

export function readPendingNavigation(raw: string | null): PendingNavigation | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingNavigation> | null;
    if (
      value &&
      typeof value.from === "string" &&
      typeof value.to === "string" &&
      typeof value.at === "number" &&
      Number.isFinite(value.at) &&
      value.to.startsWith("/") &&
      !value.to.startsWith("//")
    ) {
      return { from: value.from, to: value.to, at: value.at };
    }
  } catch {
    // Not ours or corrupted: as if there were none.
  }
  return null;
}

/**
 * Where a page that was just reloaded should go instead (SPEC §4 / §9: reload at most once per 60 s, issue 25: to
 * the page clicked, not the page left): the destination of the navigation this same page was making moments ago,
 * if the page was reloaded (not opened afresh) and no such reload happened in the last 60 seconds; else null.
 */
export function destinationAfterChunkReload(input: {
  pending: PendingNavigation | null;
  here: string;
  reloaded: boolean;
  lastReloadAt: number | null;
  now: number;
}): string | null {
  const { pending, here, reloaded, lastReloadAt, now } = input;
  if (!pending || !reloaded) return null;
  if (pending.from !== here || pending.to === here) return null;
  if (now - pending.at < 0 || now - pending.at > PENDING_NAVIGATION_MS) return null;
  return shouldReload(lastReloadAt, now) ? pending.to : null;
}
