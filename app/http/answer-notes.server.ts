import { loadContexts } from "../../server/load-context.mjs";

/**
 * What a request's loaders learned about their answer that the cache policy must hear, kept for that one request:
 * the load context is one object per request (server.mjs), shared by the layout's and the page's loaders and handed
 * to `handleRequest` and `handleDataRequest`, where `applyCachePolicy` reads these notes. A loader returning data
 * needs no `headers` plumbing, and a `.data` request that runs only the page's loader is covered the same. Code that
 * holds no context (the network door, `settle`, a time budget) reaches the request's through `loadContexts`
 * (server/load-context.mjs), in which server.mjs runs each request.
 */
type AnswerNotes = {
  /** The answer shows what only this visitor may see (their own point): `private, no-store`. */
  private: boolean;
  /** The answer shows an upstream's empty or failed answer: a shared cache keeps it only briefly. */
  brief: boolean;
  /** A loader of this answer looked up the dialog its URL names (`answerPrivatelyUnlessOpened`). */
  dialogLookedUp: boolean;
};

const notes = new WeakMap<object, AnswerNotes>();

function notesOf(context: unknown): AnswerNotes | null {
  if (typeof context !== "object" || context === null) return null;
  let found = notes.get(context);
  if (!found) {
    found = { private: false, brief: false, dialogLookedUp: false };
    notes.set(context, found);
  }
  return found;
}

/** This request's answer must not be stored by any shared cache (it holds the visitor's own place). */
export function answerPrivately(context: unknown): void {
  const found = notesOf(context);
  if (found) found.private = true;
}

/**
 * The rule for a dialog's id in the URL (`?offer=`, `?deal=`, `?cpncode=`; docs/decisions/044): when it opens
 * nothing (`opened` falsy: no such offer here, a lookup that failed, a shell without dialogs) the page renders as it
 * does without it, so no shared cache may keep a copy of it per id anyone makes up. `id` null: nothing was asked.
 */
export function answerPrivatelyUnlessOpened(context: unknown, id: string | null, opened: unknown): void {
  if (id === null) return;
  const found = notesOf(context);
  if (found) found.dialogLookedUp = true;
  if (!opened) answerPrivately(context);
}

/** This request's page shows an upstream's empty or failed answer (cache-policy.ts `BRIEF_PAGE_LIFETIMES`). */
export function answerBriefly(context: unknown): void {
  const found = notesOf(context);
  if (found) found.brief = true;
}

/**
 * The request being answered shows an upstream's failure (a failed or timed-out area): its answer is brief, wherever
 * in its loaders the failure met the page. Outside a request (a warm-up, a test's loader called alone) it notes nothing.
 */
export function answerShowsAFailure(): void {
  const context = loadContexts.getStore();
  if (context) answerBriefly(context);
}

/** The notes taken for this request's answer (none without a context). */
export function answerNotes(context: unknown): Readonly<AnswerNotes> {
  return (
    (typeof context === "object" && context !== null && notes.get(context)) || {
      private: false,
      brief: false,
      dialogLookedUp: false,
    }
  );
}
