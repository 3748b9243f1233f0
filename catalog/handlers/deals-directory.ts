import type { Database } from "better-sqlite3";
import type { DirectoryDealLocation } from "../../app/models/directory-deals";
import { locationSlug } from "../../app/models/slug";
import { type Answer, json, notFound } from "../http";
import { dealBusinessesAndImages } from "./deals";

interface Row {
  [column: string]: unknown;
}

/** A location as the contract names it (the site's type); the handler builds it from the seed's rows. */
type DirectoryLocation = DirectoryDealLocation;

interface DirectoryDeal {
  id: string;
  categorySlugs: string[];
  categoryNames: string[];
  soldOut: boolean;
  locations: DirectoryLocation[];
  [field: string]: unknown;
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

/**
 * DEALS_DIRECTORY: the Clipp deals as a directory (categories, cities, one deal) rather than by distance. Every
 * location carries its ZIP's franchise so the site can apply the corporate-territory rule itself.
 */
export function createDealsDirectoryHandlers(db: Database) {
  const franchiseOf = db.prepare(
    "SELECT f.id, f.json FROM zips z JOIN franchises f ON f.id = z.franchise_id WHERE z.zip = ?",
  );
  const { businesses, images } = dealBusinessesAndImages(db);
  const locations = new Map<number, DirectoryLocation>(
    (db.prepare("SELECT id, lat, lng, json FROM deal_locations").all() as Row[]).map((row) => {
      const a = JSON.parse(row.json as string) as Record<string, string>;
      const franchise = franchiseOf.get(a.zip) as { id: number; json: string } | undefined;
      const owner = franchise ? (JSON.parse(franchise.json) as { owner: string }).owner : null;
      return [
        row.id as number,
        {
          id: String(row.id),
          address1: a.address1 ?? "",
          address2: a.address2 ?? "",
          city: a.city ?? "",
          state: a.state ?? "",
          zip: a.zip ?? "",
          phone: a.phone ?? "",
          latitude: row.lat as number,
          longitude: row.lng as number,
          franchise: franchise && owner !== null ? { franchiseId: franchise.id, owner } : null,
        },
      ];
    }),
  );
  const deals: DirectoryDeal[] = (db.prepare("SELECT * FROM deal_offers ORDER BY id").all() as Row[]).map((row) => {
    const a = JSON.parse(row.json as string) as Record<string, unknown>;
    const business = businesses.get(row.business_id as number) ?? {};
    return {
      id: String(row.id),
      slug: a["url-slug"],
      valueDescription: a["value-description"],
      description: a.description,
      fullValue: a["full-value"],
      offerPrice: a["offer-price"],
      priceDropPrice: a["price-drop-price"],
      urgencyCallToAction: a["urgency-call-to-action"],
      popularityCallToAction: a["popularity-call-to-action"],
      finePrint: a["certificate-fine-print"],
      categoryNames: a["category-names"] as string[],
      categorySlugs: JSON.parse(row.categories as string) as string[],
      soldOut: row.sold_out === 1,
      validThrough: a["valid-through"],
      business: {
        id: String(row.business_id),
        name: business.name,
        description: business.description,
        logoUrl: business["logo-url"],
        slug: business["url-slug"],
      },
      imageUrl: images.get(row.image_id as number)?.["small-image-url"] ?? null,
      locations: (JSON.parse(row.location_ids as string) as number[]).flatMap((id) => locations.get(id) ?? []),
    };
  });
  const available = deals.filter((deal) => !deal.soldOut);

  const categories = new Map<string, { slug: string; name: string; dealCount: number }>();
  for (const deal of available) {
    deal.categorySlugs.forEach((slug, index) => {
      const entry = categories.get(slug) ?? { slug, name: deal.categoryNames[index] ?? slug, dealCount: 0 };
      entry.dealCount += 1;
      categories.set(slug, entry);
    });
  }
  const cities = new Map<string, { slug: string; city: string; state: string; dealCount: number }>();
  const dealsByCity = new Map<string, DirectoryDeal[]>();
  for (const deal of available) {
    const slugs = new Set(deal.locations.map((location) => locationSlug(location.city, location.state)));
    for (const location of deal.locations) {
      const slug = locationSlug(location.city, location.state);
      if (!cities.has(slug)) cities.set(slug, { slug, city: location.city, state: location.state, dealCount: 0 });
    }
    for (const slug of slugs) {
      (cities.get(slug) as { dealCount: number }).dealCount += 1;
      dealsByCity.set(slug, [...(dealsByCity.get(slug) ?? []), deal]);
    }
  }

  return {
    categories: (): Answer => json([...categories.values()].sort(byName)),
    cities: (): Answer =>
      json([...cities.values()].sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city))),
    category(slug: string): Answer {
      const category = categories.get(slug);
      if (!category) return notFound();
      return json({ category, deals: available.filter((deal) => deal.categorySlugs.includes(slug)) });
    },
    city(slug: string): Answer {
      const city = cities.get(slug);
      if (!city) return notFound();
      return json({ city, deals: dealsByCity.get(slug) ?? [] });
    },
    deal(id: string): Answer {
      const deal = /^\d{1,12}$/.test(id) ? deals.find((candidate) => candidate.id === id) : undefined;
      return deal ? json(deal) : notFound();
    },
  };
}
