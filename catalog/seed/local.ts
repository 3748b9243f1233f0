import { businessNameSlug, locationSlug } from "../../app/models/slug";
import { decodeHtmlEntities } from "../../app/models/html-entities";
import { localCategoryById } from "../../app/models/local-categories";
import { offsetPoint, round6 } from "./geo";
import type { CityRow, ZipGrid, ZipRow } from "./geography";
import type { FranchiseSeed } from "./franchises";
import {
  ADJECTIVES,
  type BusinessKind,
  type CategoryVocabulary,
  DISCLAIMERS,
  LOCATION_VOCABULARY,
  SERVICE_VOCABULARY,
  WHILE_SUPPLIES_LAST,
} from "./local-catalog";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { addressDescription, encodeEntities, phoneNumber, slugify, streetLine, suiteLine } from "./text";
import type { ListingLocation, Offer } from "../../app/models/local-listing";

export const FEATURED_ORG_ID = 739912;

/** Offers and locations are stored in the contract's shapes, which are the site's own types. */
export type OfferSeed = Offer;

export type LocationSeed = ListingLocation;

export interface BusinessSeed {
  id: number;
  name: string;
  categoryId: number;
  naicDescription: string;
  orgIds: number[];
  configId: number;
  configDetailId: number;
  configDetailValidForId: number;
  printable: boolean;
  service: { id: number; phone: string; lat: number; lng: number; radiusMiles: number } | null;
  /** Services directory category of a service business; null for storefronts. */
  serviceCategory: string | null;
  locations: LocationSeed[];
  homeCity: string;
  homeState: string;
  franchise: FranchiseSeed | null;
  offers: OfferSeed[];
  description: string;
  websiteURL: string | null;
  logoURL: string;
  searchText: string;
}

export interface LocalSeedContext {
  rng: Rng;
  grid: ZipGrid;
  media: MediaSink;
  referenceDate: Date;
  franchiseForZip: (zip: string) => FranchiseSeed | null;
  firstName: () => string;
  lastName: () => string;
}

const DOLLARS = [2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200];
const PERCENTS = [10, 15, 20, 25, 30, 40];
const PRICES = [
  "1",
  "1.49",
  "1.99",
  "2.49",
  "2.99",
  "4.99",
  "6.99",
  "7.99",
  "9.99",
  "12.99",
  "14.99",
  "19.99",
  "24.95",
  "29",
  "34.99",
  "39",
  "49",
  "59.99",
  "69",
  "79",
  "89",
  "99",
  "119",
  "129",
  "149",
  "179",
  "199",
  "249",
];

/** The values of `list` between `lo` and `hi` (the template's plausible range), or all of them without a range. */
function within<T extends number | string>(list: readonly T[], range: string | undefined): T[] {
  if (range === undefined) return [...list];
  const [lo, hi] = range.split("-").map(Number) as [number, number];
  const found = list.filter((value) => Number(value) >= lo && Number(value) <= hi);
  if (found.length === 0) throw new Error(`seed: no value in ${range}`);
  return found;
}

/**
 * `{d}` dollars off, `{n}` percent off, `{p}` a price; `{d:5-10}` and `{p:8-25}` keep the number in the range that
 * makes sense for what the offer sells (a $50 watch battery or a $39-a-pound wash and fold would not).
 */
function fillOffer(template: string, rng: Rng): string {
  return template
    .replace(/\{d(?::([\d.]+-[\d.]+))?\}/, (_m, range: string | undefined) => String(rng.pick(within(DOLLARS, range))))
    .replace(/\{n(?::([\d.]+-[\d.]+))?\}/, (_m, range: string | undefined) => String(rng.pick(within(PERCENTS, range))))
    .replace(/\{p(?::([\d.]+-[\d.]+))?\}/, (_m, range: string | undefined) => rng.pick(within(PRICES, range)));
}

class Counter {
  constructor(private value: number) {}
  next(): number {
    this.value += 1;
    return this.value;
  }
}

/** Where a generator's ids start (each counter hands out the next value). */
export interface IdBases {
  business: number;
  location: number;
  service: number;
  offer: number;
  config: number;
}

const FIRST_IDS: IdBases = { business: 100_000, location: 500_000, service: 900_000, offer: 7_000_000, config: 60_000 };

/** The storefront kinds a town's everyday searches look for: a pizzeria, an oil change and a haircut. */
const EVERYDAY_KINDS: ReadonlyArray<{ categoryId: number; kinds: readonly number[]; names: RegExp }> = [
  // Named for it: a trattoria is found by "pizza" too, but ranks below the pizzerias of the towns around.
  { categoryId: 108, kinds: [0, 3], names: /pizz/i },
  { categoryId: 101, kinds: [0, 3], names: /./ },
  { categoryId: 103, kinds: [0, 3], names: /./ },
];

export class LocalGenerator {
  readonly businesses: BusinessSeed[] = [];
  private readonly businessIds: Counter;
  private readonly locationIds: Counter;
  private readonly serviceIds: Counter;
  private readonly offerIds: Counter;
  private readonly configIds: Counter;

  constructor(
    private readonly ctx: LocalSeedContext,
    ids: IdBases = FIRST_IDS,
  ) {
    this.businessIds = new Counter(ids.business);
    this.locationIds = new Counter(ids.location);
    this.serviceIds = new Counter(ids.service);
    this.offerIds = new Counter(ids.offer);
    this.configIds = new Counter(ids.config);
  }

  private fillName(template: string, city: CityRow): string {
    const { rng } = this.ctx;
    return template
      .replace("{last}", this.ctx.lastName())
      .replace("{first}", this.ctx.firstName())
      .replace("{city}", city.city)
      .replace("{adj}", rng.pick(ADJECTIVES));
  }

  private encodeSome(name: string): string {
    // About a third of the names with an apostrophe or ampersand come through entity-encoded, as upstream sends them.
    return /['&]/.test(name) && this.ctx.rng.chance(0.35) ? encodeEntities(name) : name;
  }

  private makeLocation(zip: ZipRow, lat: number, lng: number): LocationSeed {
    const { rng } = this.ctx;
    const addressLine1 = streetLine(rng);
    const addressLine2 = rng.chance(0.3) ? suiteLine(rng) : "";
    const addressLine3 = `${zip.city}, ${zip.state} ${zip.zip}`;
    return {
      id: this.locationIds.next(),
      latitude: round6(lat),
      longitude: round6(lng),
      addressLine1,
      addressLine2,
      addressLine3,
      phone: phoneNumber(rng, zip.state),
      singleLineAddress: [addressLine1, addressLine2, addressLine3].filter((part) => part !== "").join(", "),
      addressDescription: addressDescription(rng),
    };
  }

  private makeOffers(templates: readonly string[], printable: boolean): OfferSeed[] {
    const { rng, referenceDate, media } = this.ctx;
    const count = rng.int(1, 3);
    return rng.sample(templates, count).map((template) => {
      const offerId = String(this.offerIds.next());
      const expiration = addDays(referenceDate, rng.int(45, 420));
      // Most printed coupons carry a date a cashier can check, and the site prints it (the fine print never repeats
      // it); a few run while supplies last and have none, which their fine print says.
      const displayExpiration = rng.chance(0.88);
      const disclaimers = rng.sample(DISCLAIMERS, rng.int(2, 3));
      if (!displayExpiration) disclaimers.push(WHILE_SUPPLIES_LAST);
      const redemptionImageFound = printable && rng.chance(0.3);
      const title = fillOffer(template, rng);
      return {
        offerId,
        title,
        disclaimers: disclaimers.join(" "),
        displayExpiration,
        offerExpirationDate: isoDate(expiration),
        redemptionImageFound,
        redemptionImageFileName: redemptionImageFound
          ? media.add(`coupon-${offerId}`, "coupon", title, rng, "SCAN")
          : null,
      };
    });
  }

  private finish(
    partial: Omit<
      BusinessSeed,
      | "id"
      | "orgIds"
      | "configId"
      | "configDetailId"
      | "configDetailValidForId"
      | "description"
      | "websiteURL"
      | "logoURL"
      | "searchText"
    >,
    blurb: string,
    id: number,
  ): BusinessSeed {
    const { rng, media } = this.ctx;
    const configId = this.configIds.next();
    const plain = decodeHtmlEntities(partial.name);
    const categoryTitle = localCategoryById(partial.categoryId)?.title ?? "";
    const business: BusinessSeed = {
      ...partial,
      id,
      orgIds: rng.chance(0.08) ? [FEATURED_ORG_ID] : [rng.int(410_000, 419_999)],
      configId,
      configDetailId: 200_000 + configId,
      configDetailValidForId: 400_000 + configId,
      description: `${plain} ${blurb} in ${partial.homeCity}, ${partial.homeState}. Show this coupon or mention Valuvo when you visit to save.`,
      websiteURL: rng.chance(0.75) ? `https://www.${slugify(plain)}.example` : null,
      logoURL: media.add(`logo-b${id}`, "logo", plain, rng),
      searchText: [plain, partial.naicDescription, categoryTitle, ...partial.offers.map((offer) => offer.title)]
        .join(" ")
        .toLowerCase(),
    };
    return business;
  }

  /** Location-based businesses: `perCategory` in each of the nine categories, within 12 miles of the city. */
  addLocationBusinesses(city: CityRow, perCategory: number): void {
    const { rng, grid } = this.ctx;
    const nearby = grid.within(city.lat, city.lng, 12);
    const pool = nearby.length > 0 ? nearby : [grid.nearest(city.lat, city.lng) as ZipRow];
    const usedNames = new Set<string>();
    for (const vocabulary of LOCATION_VOCABULARY) {
      for (let k = 0; k < perCategory; k += 1) {
        const { kind, name } = this.unusedName(usedNames, () => {
          const of = rng.pick(vocabulary.kinds);
          return { kind: of, name: this.fillName(rng.pick(of.names), city) };
        });
        const locationCount = rng.chance(0.15) ? rng.int(2, 4) : 1;
        const locations: LocationSeed[] = [];
        for (let n = 0; n < locationCount; n += 1) locations.push(this.storefrontNear(rng.pick(pool)));
        const first = locations[0] as LocationSeed;
        const homeZip = this.ctx.grid.nearest(first.latitude, first.longitude);
        this.addStorefront(vocabulary, kind, name, locations, city, homeZip?.zip ?? null);
      }
    }
  }

  /** A name `pick` draws (with its kind), drawn again up to six times while `used` holds it; then `used` holds it. */
  private unusedName(used: Set<string>, pick: () => { kind: BusinessKind; name: string }) {
    let picked = pick();
    for (let attempt = 0; attempt < 6 && used.has(picked.name); attempt += 1) picked = pick();
    used.add(picked.name);
    return picked;
  }

  /** A storefront location within 0.8 miles of a ZIP's point. */
  private storefrontNear(zip: ZipRow): LocationSeed {
    const { rng } = this.ctx;
    const point = offsetPoint(zip.lat, zip.lng, rng.next() * 0.8, rng.next() * Math.PI * 2);
    return this.makeLocation(zip, point.lat, point.lng);
  }

  /** A location-based business of `home` with its offers; its franchise is that of `franchiseZip`'s territory. */
  private addStorefront(
    vocabulary: CategoryVocabulary,
    kind: BusinessKind,
    name: string,
    locations: LocationSeed[],
    home: CityRow,
    franchiseZip: string | null,
  ): void {
    const printable = this.ctx.rng.chance(0.75);
    const id = this.businessIds.next();
    this.businesses.push(
      this.finish(
        {
          name: this.encodeSome(name),
          categoryId: vocabulary.categoryId,
          naicDescription: kind.naics,
          printable,
          service: null,
          serviceCategory: null,
          locations,
          homeCity: home.city,
          homeState: home.state,
          franchise: franchiseZip === null ? null : this.ctx.franchiseForZip(franchiseZip),
          offers: this.makeOffers([...kind.offers, ...vocabulary.offers], printable),
        },
        vocabulary.blurb,
        id,
      ),
    );
  }

  /**
   * A place's own storefronts, `count` of them spread over its own ZIPs (each ZIP in turn, so a city's stores are in
   * all of its neighbourhoods rather than around one centre): first the everyday ones (a pizzeria, an oil change, a
   * haircut), then the nine categories in turn, so a place with nine or more storefronts has every category.
   * Each storefront has one or two locations (both in the place), so a place needs at most two location ids and
   * three offer ids per business.
   */
  addPlaceStorefronts(place: CityRow, zips: readonly ZipRow[], count: number): void {
    const { rng } = this.ctx;
    const order = rng.shuffle(zips);
    const categories = rng.shuffle(LOCATION_VOCABULARY.map((_, index) => index));
    const usedNames = new Set<string>();
    for (let k = 0; k < count; k += 1) {
      const everyday = EVERYDAY_KINDS[k];
      const vocabulary = everyday
        ? (LOCATION_VOCABULARY.find((entry) => entry.categoryId === everyday.categoryId) as CategoryVocabulary)
        : (LOCATION_VOCABULARY[
            categories[(k - EVERYDAY_KINDS.length) % categories.length] as number
          ] as CategoryVocabulary);
      const { kind, name } = this.unusedName(usedNames, () => {
        const of = everyday ? (vocabulary.kinds[rng.pick(everyday.kinds)] as BusinessKind) : rng.pick(vocabulary.kinds);
        const names = everyday ? of.names.filter((n) => everyday.names.test(n)) : of.names;
        return { kind: of, name: this.fillName(rng.pick(names), place) };
      });
      const zipsOfStore = [order[k % order.length] as ZipRow];
      if (order.length > 1 && rng.chance(0.12))
        zipsOfStore.push(order[(k + 1 + rng.int(0, order.length - 2)) % order.length] as ZipRow);
      const locations = zipsOfStore.map((zip) => this.storefrontNear(zip));
      this.addStorefront(vocabulary, kind, name, locations, place, (zipsOfStore[0] as ZipRow).zip);
    }
  }

  /** Service businesses (no storefront) centred near the city, serving a radius that covers it. */
  addServiceBusinesses(city: CityRow, count: number): void {
    const { rng } = this.ctx;
    const kinds = rng.sample(SERVICE_VOCABULARY, count);
    for (const vocabulary of kinds) {
      const name = this.fillName(rng.pick(vocabulary.names), city);
      const centre = offsetPoint(city.lat, city.lng, rng.next() * 6, rng.next() * Math.PI * 2);
      const radiusMiles = rng.int(25, 60);
      const homeZip = this.ctx.grid.nearest(centre.lat, centre.lng);
      const printable = rng.chance(0.6);
      const id = this.businessIds.next();
      this.businesses.push(
        this.finish(
          {
            name: this.encodeSome(name),
            categoryId: vocabulary.categoryId,
            naicDescription: vocabulary.naics,
            printable,
            service: {
              id: this.serviceIds.next(),
              phone: phoneNumber(rng, city.state),
              lat: centre.lat,
              lng: centre.lng,
              radiusMiles,
            },
            serviceCategory: vocabulary.serviceCategory,
            locations: [],
            homeCity: city.city,
            homeState: city.state,
            franchise: homeZip ? this.ctx.franchiseForZip(homeZip.zip) : null,
            offers: this.makeOffers(vocabulary.offers, printable),
          },
          `serves homes and businesses within ${radiusMiles} miles`,
          id,
        ),
      );
    }
  }
}

/** The listing as the coupon feed sends it, without the per-request fields (location, userLocation, distance). */
export function listingBase(business: BusinessSeed) {
  const latestExpiry =
    business.offers
      .map((offer) => offer.offerExpirationDate)
      .sort()
      .at(-1) ?? null;
  const firstOffer = business.offers[0];
  return {
    componentUID: `valuvo_${business.categoryId}_${business.configId}_${firstOffer?.offerId ?? "0"}_${business.id}`,
    businessName: business.name,
    businessProfileId: business.id,
    configId: business.configId,
    configDetailId: business.configDetailId,
    configDetailValidForId: business.configDetailValidForId,
    orgIds: business.orgIds,
    logoURL: business.logoURL,
    offerURL: `https://offers.valuvo.example/o/${business.configId}`,
    bppUrl: `/local/${locationSlug(business.homeCity, business.homeState)}/${businessNameSlug(business.name)}-${business.id}`,
    naicDescription: business.naicDescription,
    categoryId: business.categoryId,
    printable: business.printable,
    serviceBusiness: business.service !== null,
    service: business.service ? { id: business.service.id, phone: business.service.phone } : null,
    location: null,
    userLocation: { latitude: 0, longitude: 0 },
    distance: null,
    otherAvailableLocations: Math.max(0, business.locations.length - 1),
    franchiseId: business.franchise?.franchiseId ?? null,
    franchisePhone: business.franchise?.phone ?? null,
    owner: business.franchise?.owner ?? null,
    listingType: "valuvo" as const,
    offers: business.offers,
    expiry: latestExpiry,
  };
}
