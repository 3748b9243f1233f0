/**
 * The array a localStorage entry holds (favorites, recently viewed): missing, corrupted or non-array text reads as
 * an empty list and never throws, so a bad entry can never break a page.
 */
export function storedArray(raw: string | null | undefined): unknown[] {
  if (raw === null || raw === undefined || raw === "") return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
