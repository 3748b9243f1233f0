/**
 * Optional data never holds a page longer than a short budget (DESIGN §6): past it, the page goes on with
 * `fallback` while the load finishes in the background (and fills the cache for the next page).
 */
export async function withinBudget<T>(promise: Promise<T>, budgetMs: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), budgetMs);
  });
  // A failure after the budget has passed must not become an unhandled rejection.
  promise.catch(() => undefined);
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long the header waits for the store's specialty links, and the home page for its billboards. */
export const OPTIONAL_DATA_BUDGET_MS = 400;
