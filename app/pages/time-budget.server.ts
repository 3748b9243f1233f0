import { answerShowsAFailure } from "~/http/answer-notes.server";
import { getConfig, type Config } from "~/services/config.server";

/**
 * Optional data never holds a page longer than a short budget (DESIGN §6): past it, the page goes on with
 * `fallback` while the load finishes in the background (and fills the cache for the next page), and a shared cache
 * keeps that thinner page only briefly, until the next render has what it lacked.
 */
export async function withinBudget<T>(promise: Promise<T>, budgetMs: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      answerShowsAFailure();
      resolve(fallback);
    }, budgetMs);
  });
  // A failure after the budget has passed must not become an unhandled rejection.
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long pages wait for data they can go without: the environment's (config.server.ts), so tests of what a page
 * shows need not race a busy machine, and tests of a late answer need not wait for production's.
 */
export function pageBudgets(): Config["budgets"] {
  return getConfig().budgets;
}
