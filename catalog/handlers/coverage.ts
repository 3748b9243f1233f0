import type { Database } from "better-sqlite3";
import type { BusinessStore } from "../../app/models/coverage";
import { locationSlug } from "../../app/models/slug";
import { SERVICE_CATEGORIES } from "../seed/local-catalog";
import { addDays, isoDate } from "../seed/utc-days";
import { type Answer, intParam, json, notFound, parseLatLng } from "../http";
import type { ListingHandlers } from "./listings";

const MAX_PAGE_SIZE = 50_000;

/** One business page, as the contract names it (the site's type). */
type Store = BusinessStore;

/** The coupon feed's coverage: covered cities, every business store (paged), service categories and their businesses. */
export function createCoverageHandlers(
  db: Database,
  listings: ListingHandlers,
  { storesAtStart = false }: { storesAtStart?: boolean } = {},
) {
  const referenceDate = new Date(
    `${db.prepare("SELECT value FROM meta WHERE key = 'reference_date'").pluck().get() as string}T00:00:00.000Z`,
  );
  const cities = (
    db.prepare("SELECT city, state, zip, lat, lng FROM covered_cities ORDER BY state, city").all() as Array<{
      city: string;
      state: string;
      zip: string;
      lat: number;
      lng: number;
    }>
  ).map((row) => ({ ...row, slug: locationSlug(row.city, row.state) }));

  // Derived once, on the first ask: the business tables are read-only after the seed. At national size this reads
  // every business and store (~86,000), which most starts (each test file's catalog) never need. SQLite reads the two
  // fields out of each row's JSON: parsing every document in JavaScript took as long again as the query, and its
  // garbage half as much more, in every catalog that starts with its stores read.
  // A business's data last changed some days before the reference date, derived from its id so the answer is stable.
  const lastmods = Array.from({ length: 90 }, (_, days) => isoDate(addDays(referenceDate, -days)));
  let stores: Store[] | undefined;
  const allStores = (): Store[] => (stores ??= readStores());
  function readStores(): Store[] {
    const rows = db
      .prepare(
        `SELECT b.id, b.home_city, b.home_state, b.listing_json ->> '$.businessName' AS business_name,
       l.id AS location_id, l.json ->> '$.addressLine3' AS address_line3
     FROM businesses b LEFT JOIN locations l ON l.business_id = b.id ORDER BY b.id, l.id`,
      )
      .all() as Array<{
      id: number;
      home_city: string;
      home_state: string;
      business_name: string;
      location_id: number | null;
      address_line3: string | null;
    }>;
    return rows.map((row) => {
      const place = row.address_line3 === null ? null : /^(.+), ([A-Z]{2}) \d{5}$/.exec(row.address_line3);
      return {
        businessProfileId: row.id,
        businessName: row.business_name,
        storeId: row.location_id,
        city: place ? (place[1] as string) : row.home_city,
        state: place ? (place[2] as string) : row.home_state,
        lastmod: lastmods[row.id % 90]!,
      };
    });
  }
  if (storesAtStart) allStores();

  const serviceCounts = new Map<string, number>(
    (
      db
        .prepare(
          "SELECT service_category, COUNT(*) AS n FROM businesses WHERE service_category IS NOT NULL GROUP BY service_category",
        )
        .all() as Array<{ service_category: string; n: number }>
    ).map((row) => [row.service_category, row.n]),
  );
  const serviceCategoryIds = db.prepare("SELECT id FROM businesses WHERE service_category = ?").pluck();

  return {
    cities: (): Answer => json(cities),
    stores(query: URLSearchParams): Answer {
      const page = intParam(query.get("page"), 1, 1, 1_000_000);
      const pageSize = intParam(query.get("pageSize"), MAX_PAGE_SIZE, 1, MAX_PAGE_SIZE);
      const every = allStores();
      return json({
        items: every.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: every.length,
      });
    },
    serviceCategories: (): Answer =>
      json(
        SERVICE_CATEGORIES.map((category) => ({ ...category, businessCount: serviceCounts.get(category.slug) ?? 0 })),
      ),
    /** Service businesses of one category whose service area covers the point, nearest centre first. */
    serviceBusinesses(coords: string, slug: string): Answer {
      if (!SERVICE_CATEGORIES.some((category) => category.slug === slug)) return notFound();
      const point = parseLatLng(coords);
      if (!point) return { status: 400, body: { error: "coordinates must be {lat},{lng}" } };
      const ids = new Set(serviceCategoryIds.all(slug) as number[]);
      return json(
        listings
          .serviceBased(point.lat, point.lng, null, 10_000)
          .filter((listing) => ids.has(listing.businessProfileId)),
      );
    },
  };
}
