import type { Database } from "better-sqlite3";
import { boxAround, cellsOfBox } from "../seed/geo";
import type { CouponFromJson } from "./coupon-json";
import { LISTING_RADIUS_MILES } from "./listings";

/**
 * The search feeds' relevance (issue 25): SQLite full-text search (FTS5, Porter stemming, accents folded) over the
 * index the seed builds — a business's name, category, the everyday words of its trade and its offers; an online
 * coupon's merchant, offer, category — ranked by bm25 with the name weighing most. It replaces matching every word
 * as a substring, which found nothing for "haircut" or "oil change" and ranked a taco shop's pizza offer like a
 * pizzeria.
 */

/** Words that say nothing about what is sought ("pizza coupons near me"). */
const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "or",
  "the",
  "for",
  "of",
  "in",
  "at",
  "on",
  "to",
  "with",
  "near",
  "me",
  "my",
  "best",
  "coupon",
  "coupons",
  "deal",
  "deals",
  "discount",
  "discounts",
  "offer",
  "offers",
  "cheap",
]);

/** The other words for a thing people type: each alternative matches where the word itself would. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  pizza: ["pizzeria"],
  pizzas: ["pizzeria"],
  pizzeria: ["pizza"],
  barber: ["barbershop"],
  mechanic: ["auto"],
  vet: ["veterinarian"],
  dentist: ["dental"],
  plumber: ["plumbing"],
  lube: ["oil"],
  carwash: ["car wash"],
};

const MAX_WORDS = 8;

/**
 * The FTS5 expression for what a visitor typed, or null when nothing searchable is left: every word must match
 * (or one of its synonyms), the last one also as a prefix while it is being typed ("pizz"). Words are reduced to
 * letters and digits, so nothing typed can be read as FTS5 syntax.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word, index) => {
      const alternatives = [`"${word}"`, ...(SYNONYMS[word] ?? []).map((synonym) => `"${synonym}"`)];
      if (index === words.length - 1 && word.length >= 3) alternatives.push(`"${word}"*`);
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" OR ")})`;
    })
    .join(" AND ");
}

/** A business's relevance to a query: its tier, lower is better. */
export type Relevance = ReadonlyMap<number, number>;

export function createSearchIndex(db: Database, couponFromJson: CouponFromJson) {
  const businesses = db.prepare(
    "SELECT rowid AS id, bm25(business_fts, 10.0, 3.0, 4.0, 2.0, 0.0) AS score FROM business_fts WHERE business_fts MATCH ?",
  );
  const coupons = db
    .prepare(
      `SELECT c.json FROM sdc_fts f JOIN sdc_coupons c ON c.id = f.rowid WHERE sdc_fts MATCH ?
     ORDER BY bm25(sdc_fts, 10.0, 4.0, 3.0, 2.0), c.top_rank IS NULL, c.top_rank, c.id LIMIT ?`,
    )
    .pluck();
  return {
    /**
     * Every business near the point (its stores or service area within the cells around the listing radius)
     * matching `text`, with its relevance tier; null when nothing searchable was typed. Tier 0 holds the strong
     * matches (a score at least half the best one: the pizzerias for "pizza"), tier 1 the rest (a taco shop whose
     * offer mentions a pizza), so a shopper sees the nearest pizzeria first rather than the best-worded one 25 miles
     * away.
     */
    businesses(text: string, lat: number, lng: number): Relevance | null {
      const query = ftsQuery(text);
      if (query === null) return null;
      const cells = cellsOfBox(boxAround(lat, lng, LISTING_RADIUS_MILES));
      const rows = businesses.all(`(${query}) AND cells:(${cells.join(" OR ")})`) as Array<{
        id: number;
        score: number;
      }>;
      const best = Math.min(0, ...rows.map((row) => row.score));
      return new Map(rows.map((row) => [row.id, row.score <= best / 2 ? 0 : 1]));
    },
    /** The online coupons matching `text`, most relevant first (then the top offers' order). */
    coupons(text: string, limit: number): unknown[] {
      const query = ftsQuery(text);
      if (query === null) return [];
      return (coupons.all(query, limit) as string[]).map(couponFromJson);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
