// The catalog's generator: every table of the embedded database, drawn from the seed. Loaded only to build one
// (catalog/seed/database.ts): a catalog that finds its database current never loads faker or the seed modules.
import Database from "better-sqlite3";
import { Faker, en } from "@faker-js/faker";
import { buildCampaigns } from "./campaigns";
import { buildContent, buildStorage } from "./content";
import { buildDeals } from "./deals";
import { openingHoursFor, priceRangeFor } from "./hours";
import { assignTerritories, buildFranchises, NATIONAL_CORPORATE_TERRITORIES, type FranchiseSeed } from "./franchises";
import { boxAround, cellOf, cellsOfBox } from "./geo";
import { buildCities, cityKey, hasCoordinates, loadUsZips, ZipGrid, type CityRow } from "./geography";
import { EXTRA_CITIES, TOP_CITIES } from "./cities";
import { buildEditorial } from "./editorial";
import { listingBase, LocalGenerator } from "./local";
import { buildNational, planNational } from "./national";
import { MediaSink } from "./media";
import { Rng } from "./rng";
import type { SeedParams } from "./database";
import { SCHEMA } from "./schema";
import { couponCategoryWords, everydayWords } from "./search-words";
import { decodeHtmlEntities } from "../../app/models/html-entities";
import { localCategoryById } from "../../app/models/local-categories";
import { couponCodeCategoryBySlug } from "../../app/models/coupon-code-categories";
import { buildSdc } from "./sdc";
import { addPartnerMerchants } from "./partner-merchants";

export function parseReferenceDate(text: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`CATALOG_REFERENCE_DATE must be YYYY-MM-DD, got "${text}"`);
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`CATALOG_REFERENCE_DATE is not a date: "${text}"`);
  return date;
}

export function buildDatabase(path: string, params: SeedParams, hash: string): void {
  const referenceDate = parseReferenceDate(params.referenceDate);
  const rng = new Rng(params.seed);
  const faker = new Faker({ locale: [en] });
  faker.seed(params.seed);
  faker.setDefaultRefDate(referenceDate);
  const firstName = () => faker.person.firstName();
  const lastName = () => faker.person.lastName();
  const fullName = () => `${faker.person.firstName()} ${faker.person.lastName()}`;

  const zips = loadUsZips();
  const cities = buildCities(zips);
  const cityIndex = new Map<string, CityRow>(cities.map((city) => [`${city.city}|${city.state}`, city]));
  const city = (name: string, state: string): CityRow => {
    const found = cityIndex.get(`${name}|${state}`);
    if (!found) throw new Error(`seed: the ZIP dataset has no ${name}, ${state}`);
    return found;
  };
  const grid = new ZipGrid(zips);
  const media = new MediaSink();

  const franchises = buildFranchises(cityIndex, rng.fork("franchises"), lastName);
  const franchiseById = new Map<number, FranchiseSeed>(franchises.map((f) => [f.franchiseId, f]));
  const territory = assignTerritories(zips, franchises);
  const franchiseForZip = (zip: string) => {
    const id = territory.get(zip);
    return id == null ? null : (franchiseById.get(id) ?? null);
  };

  const local = new LocalGenerator({
    rng: rng.fork("local"),
    grid,
    media,
    referenceDate,
    franchiseForZip,
    firstName,
    lastName,
  });
  for (const [name, state] of TOP_CITIES) {
    local.addLocationBusinesses(city(name, state), 4);
    local.addServiceBusinesses(city(name, state), 8);
  }
  for (const [name, state] of EXTRA_CITIES) {
    local.addLocationBusinesses(city(name, state), 2);
    local.addServiceBusinesses(city(name, state), 3);
  }

  const dealCities = [
    city("Saint Petersburg", "FL"),
    city("Tampa", "FL"),
    city("Clearwater", "FL"),
    city("Brandon", "FL"),
    city("Orlando", "FL"),
    city("Miami", "FL"),
    city("Fort Lauderdale", "FL"),
    city("Orange Park", "FL"),
    city("Jacksonville", "FL"),
    // The company-owned metros outside Florida; appended, so the Florida deals keep their draws and ids.
    ...NATIONAL_CORPORATE_TERRITORIES.map((territory) => city(territory.city, territory.state)),
  ];
  const deals = buildDeals(dealCities, 14, grid, rng.fork("deals"), media, referenceDate);
  const sdc = buildSdc(rng.fork("sdc"), media, 15, referenceDate);
  const content = buildContent(rng.fork("content"), media, referenceDate, fullName);
  const storage = buildStorage(rng.fork("storage"), media, referenceDate, franchises);
  const partnerMerchants = addPartnerMerchants(sdc, rng.fork("partners"), media);
  // Built last: they draw names from the shared faker, and earlier areas keep their sequences.
  const campaigns = buildCampaigns(rng.fork("campaigns"), media, referenceDate, partnerMerchants, firstName, lastName);
  const editorial = buildEditorial(rng.fork("editorial"), media, referenceDate, local.businesses, fullName);
  // After every other area: the towns of the whole country, each from its own stream and ids (seed/national.ts).
  const firstLayer = [...TOP_CITIES, ...EXTRA_CITIES].map(([name, state]) => city(name, state));
  const plans = planNational(cities, zips, firstLayer);
  const national = buildNational(plans, params.region ?? [], rng.fork("national"), params.seed, referenceDate, {
    grid,
    media,
    referenceDate,
    franchiseForZip,
  });
  const nationalPlaces = new Set(national.map((business) => `${business.homeCity}|${business.homeState}`));
  const allBusinesses = [...local.businesses, ...national];

  const db = new Database(path);
  try {
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.exec(SCHEMA);
    db.transaction(() => {
      const meta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
      meta.run("seed_hash", hash);
      meta.run("seed", String(params.seed));
      meta.run("reference_date", params.referenceDate);

      const insertZip = db.prepare(
        "INSERT INTO zips (id, zip, city, state, lat, lng, franchise_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
      );
      const insertZipBox = db.prepare(
        "INSERT INTO zips_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)",
      );
      zips.forEach((row, index) => {
        const id = index + 1;
        insertZip.run(id, row.zip, row.city, row.state, row.lat, row.lng, territory.get(row.zip) ?? null);
        if (hasCoordinates(row)) insertZipBox.run(id, row.lat, row.lat, row.lng, row.lng);
      });
      const insertCity = db.prepare(
        "INSERT INTO cities (city, city_key, state, zip, lat, lng, zip_count) VALUES (?, ?, ?, ?, ?, ?, ?)",
      );
      for (const row of cities)
        insertCity.run(row.city, cityKey(row.city), row.state, row.zip, row.lat, row.lng, row.zipCount);

      // The cities businesses were seeded around: the coupon feed's coverage for the sitemap and the city directory.
      const insertCovered = db.prepare(
        "INSERT INTO covered_cities (city, state, zip, lat, lng) VALUES (?, ?, ?, ?, ?)",
      );
      for (const [name, state] of [...TOP_CITIES, ...EXTRA_CITIES]) {
        const row = city(name, state);
        insertCovered.run(row.city, row.state, row.zip, row.lat, row.lng);
      }
      // And every town of the national layer that has businesses of its own (about 28,000): the sitemap lists each
      // one's page, the city directory pages them by state, and a place without coupons is offered the nearest.
      for (const plan of plans) {
        const row = plan.place;
        if (nationalPlaces.has(`${row.city}|${row.state}`))
          insertCovered.run(row.city, row.state, row.zip, row.lat, row.lng);
      }

      const insertFranchise = db.prepare("INSERT INTO franchises (id, json) VALUES (?, ?)");
      for (const f of franchises) {
        insertFranchise.run(
          f.franchiseId,
          JSON.stringify({
            franchiseId: f.franchiseId,
            owner: f.owner,
            name: f.name,
            phone: f.phone,
            territory: f.territory,
          }),
        );
      }

      const insertBusiness = db.prepare(
        "INSERT INTO businesses (id, category_id, service_business, service_category, home_city, home_state, search_text, listing_json, profile_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      );
      const insertLocation = db.prepare(
        "INSERT INTO locations (id, business_id, lat, lng, json) VALUES (?, ?, ?, ?, ?)",
      );
      const insertLocationBox = db.prepare(
        "INSERT INTO locations_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)",
      );
      const insertService = db.prepare(
        "INSERT INTO services (id, business_id, lat, lng, radius_miles) VALUES (?, ?, ?, ?, ?)",
      );
      const insertServiceBox = db.prepare(
        "INSERT INTO services_rtree (id, min_lat, max_lat, min_lng, max_lng) VALUES (?, ?, ?, ?, ?)",
      );
      const insertBusinessText = db.prepare(
        "INSERT INTO business_fts (rowid, name, category, words, offers, cells) VALUES (?, ?, ?, ?, ?, ?)",
      );
      for (const business of allBusinesses) {
        const name = decodeHtmlEntities(business.name);
        insertBusinessText.run(
          business.id,
          name,
          `${business.naicDescription} ${localCategoryById(business.categoryId)?.title ?? ""}`,
          everydayWords(business.naicDescription, name),
          business.offers.map((offer) => offer.title).join(" "),
          [
            ...new Set(
              business.service
                ? cellsOfBox(boxAround(business.service.lat, business.service.lng, business.service.radiusMiles))
                : business.locations.map((location) => cellOf(location.latitude, location.longitude)),
            ),
          ].join(" "),
        );
        insertBusiness.run(
          business.id,
          business.categoryId,
          business.service ? 1 : 0,
          business.serviceCategory,
          business.homeCity,
          business.homeState,
          business.searchText,
          JSON.stringify(listingBase(business)),
          JSON.stringify({
            description: business.description,
            websiteURL: business.websiteURL,
            openingHours: openingHoursFor(business.categoryId, business.id),
            priceRange: priceRangeFor(business.categoryId, business.id),
          }),
        );
        for (const location of business.locations) {
          insertLocation.run(location.id, business.id, location.latitude, location.longitude, JSON.stringify(location));
          insertLocationBox.run(
            location.id,
            location.latitude,
            location.latitude,
            location.longitude,
            location.longitude,
          );
        }
        if (business.service) {
          const { id, lat, lng, radiusMiles } = business.service;
          insertService.run(id, business.id, lat, lng, radiusMiles);
          const box = boxAround(lat, lng, radiusMiles);
          insertServiceBox.run(id, box.minLat, box.maxLat, box.minLng, box.maxLng);
        }
      }

      const insertMerchant = db.prepare(
        "INSERT INTO merchants (id, slug, category, name, json) VALUES (?, ?, ?, ?, ?)",
      );
      for (const m of sdc.merchants)
        insertMerchant.run(m.merchantId, m.slug, m.category, m.businessName, JSON.stringify(m));
      const insertList = db.prepare("INSERT INTO merchant_lists (list, position, merchant_id) VALUES (?, ?, ?)");
      for (const [list, ids] of Object.entries(sdc.placements))
        ids.forEach((id, position) => insertList.run(list, position, id));
      sdc.featuredMerchantIds.forEach((id, position) => insertList.run("featured", position, id));
      const topRank = new Map(sdc.topOfferIds.map((id, rank) => [id, rank]));
      const insertCoupon = db.prepare(
        "INSERT INTO sdc_coupons (id, merchant_id, category, top_rank, search_text, json) VALUES (?, ?, ?, ?, ?, ?)",
      );
      const insertCouponText = db.prepare(
        "INSERT INTO sdc_fts (rowid, merchant, title, category, words) VALUES (?, ?, ?, ?, ?)",
      );
      for (const entry of sdc.coupons) {
        insertCoupon.run(
          entry.id,
          entry.coupon.merchantId,
          entry.coupon.category,
          topRank.get(entry.id) ?? null,
          entry.searchText,
          JSON.stringify(entry.coupon),
        );
        const categoryTitle = couponCodeCategoryBySlug(entry.coupon.category)?.title ?? entry.coupon.category;
        insertCouponText.run(
          entry.id,
          entry.coupon.businessName,
          `${entry.coupon.title} ${entry.coupon.altTitle}`,
          categoryTitle,
          couponCategoryWords(categoryTitle),
        );
      }

      const insertDealBusiness = db.prepare("INSERT INTO deal_businesses (id, json) VALUES (?, ?)");
      for (const b of deals.businesses) insertDealBusiness.run(b.id, JSON.stringify(b.attributes));
      const insertDealLocation = db.prepare(
        "INSERT INTO deal_locations (id, business_id, lat, lng, city, json) VALUES (?, ?, ?, ?, ?, ?)",
      );
      for (const l of deals.locations)
        insertDealLocation.run(l.id, l.businessId, l.lat, l.lng, l.city, JSON.stringify(l.attributes));
      const insertDealImage = db.prepare("INSERT INTO deal_images (id, json) VALUES (?, ?)");
      for (const i of deals.images) insertDealImage.run(i.id, JSON.stringify(i.attributes));
      const insertDealOffer = db.prepare(
        "INSERT INTO deal_offers (id, business_id, sold_out, categories, image_id, location_ids, search_text, json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      );
      for (const o of deals.offers) {
        insertDealOffer.run(
          o.id,
          o.businessId,
          o.soldOut ? 1 : 0,
          JSON.stringify(o.categorySlugs),
          o.imageId,
          JSON.stringify(o.locationIds),
          o.searchText,
          JSON.stringify(o.attributes),
        );
      }

      const insertContent = db.prepare("INSERT INTO content (id, parent_id, published_at, json) VALUES (?, ?, ?, ?)");
      for (const item of [...content, ...campaigns.items, ...editorial.items])
        insertContent.run(item.id, item.parentId, item.publishedAt, JSON.stringify(item));
      const insertContest = db.prepare("INSERT INTO contests (id, start_date, json) VALUES (?, ?, ?)");
      for (const contest of campaigns.contests)
        insertContest.run(contest.id, contest.startDate, JSON.stringify(contest));
      const insertStorage = db.prepare("INSERT INTO storage (name, json) VALUES (?, ?)");
      for (const [key, list] of storage.billboards) insertStorage.run(`billboards-${key}.json`, JSON.stringify(list));
      insertStorage.run("specialty-links.json", JSON.stringify(storage.specialtyLinks));

      const insertMedia = db.prepare("INSERT INTO media (key, kind, label, title, color) VALUES (?, ?, ?, ?, ?)");
      for (const item of media.items) insertMedia.run(item.key, item.kind, item.label, item.title, item.color);
    })();
    db.exec("ANALYZE");
  } finally {
    db.close();
  }
}
