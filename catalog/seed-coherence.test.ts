import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignCouponCodes } from "../app/models/campaign";
import { missingOfferMetadata } from "../app/models/offer-metadata";
import type { SdcCoupon } from "../app/models/sdc-coupon";
import { AREA_CODES_BY_STATE } from "./seed/area-codes";
import { DEFAULT_REFERENCE_DATE, ensureDatabase } from "./seed/database";
import { sharedDbPath, sharedParams } from "./test-support";

/**
 * The demo data is the first thing a shopper sees, so it must not contradict itself. Each block reads the built
 * database (what the catalog serves) and lists every row that breaks one kind of coherence; an empty list passes.
 */

type Json = Record<string, unknown>;
let db: Database.Database;

beforeAll(async () => {
  const path = sharedDbPath();
  await ensureDatabase(path, sharedParams());
  db = new Database(path, { readonly: true, fileMustExist: true });
});
afterAll(() => db?.close());

const rows = <T = Json>(sql: string): T[] => db.prepare(sql).all() as T[];
const parsed = <T = Json>(sql: string): T[] =>
  (db.prepare(sql).pluck().all() as string[]).map((text) => JSON.parse(text) as T);

interface LocalOffer {
  offerId: string;
  title: string;
  disclaimers: string;
  displayExpiration: boolean;
  offerExpirationDate: string;
}
interface Listing {
  businessName: string;
  businessProfileId: number;
  naicDescription: string;
  categoryId: number;
  offers: LocalOffer[];
  service: { phone: string } | null;
}
interface Business {
  id: number;
  homeCity: string;
  homeState: string;
  serviceCategory: string | null;
  listing: Listing;
  description: string;
}

// Read once: every block below walks all of them (the national catalog has tens of thousands).
let allBusinesses: Business[] | null = null;
function businesses(): Business[] {
  allBusinesses ??= readBusinesses();
  return allBusinesses;
}

function readBusinesses(): Business[] {
  return rows<{
    id: number;
    home_city: string;
    home_state: string;
    service_category: string | null;
    listing_json: string;
    profile_json: string;
  }>("SELECT id, home_city, home_state, service_category, listing_json, profile_json FROM businesses ORDER BY id").map(
    (row) => ({
      id: row.id,
      homeCity: row.home_city,
      homeState: row.home_state,
      serviceCategory: row.service_category,
      listing: JSON.parse(row.listing_json) as Listing,
      description: (JSON.parse(row.profile_json) as { description: string }).description,
    }),
  );
}

const plain = (name: string) => name.replace(/&#39;/g, "'").replace(/&#38;/g, "&");

interface Deal {
  business: string;
  businessDescription: string;
  category: string;
  attributes: Json;
}
function deals(): Deal[] {
  const owners = new Map(
    rows<{ id: number; json: string }>("SELECT id, json FROM deal_businesses").map((row) => [
      row.id,
      JSON.parse(row.json) as Json,
    ]),
  );
  return rows<{ business_id: number; json: string }>("SELECT business_id, json FROM deal_offers ORDER BY id").map(
    (row) => {
      const attributes = JSON.parse(row.json) as Json;
      const owner = owners.get(row.business_id) as Json;
      return {
        business: owner.name as string,
        businessDescription: owner.description as string,
        category: (attributes["category-names"] as string[])[0] as string,
        attributes,
      };
    },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Numbers in offer titles.

/** What a sane price range is for each thing an offer sells at a fixed price ("... for $P"). */
const PRICE_RANGES: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/per pound/i, 1, 4],
  [/storage for/i, 1, 1],
  [/1-topping pizza/i, 8, 25],
  [/sandwich & drink/i, 6, 15],
  [/dozen bagels/i, 8, 20],
  [/bowling for/i, 15, 60],
  [/street tacos/i, 5, 14],
  [/burger, fries/i, 8, 16],
  [/bowl of pho/i, 8, 16],
  [/\d+ wings for/i, 12, 30],
  [/first facial/i, 35, 90],
  [/hours of play/i, 15, 60],
  [/four-pack/i, 30, 150],
  [/movie tickets/i, 15, 45],
  [/haircut for/i, 12, 45],
  [/cut & style for/i, 30, 90],
  [/manicure & pedicure/i, 25, 80],
  [/massage for/i, 39, 110],
  [/spray tan/i, 15, 50],
  [/oil change for/i, 25, 100],
  [/car wash for/i, 8, 30],
  [/unlimited washes/i, 10, 45],
  [/full groom/i, 35, 100],
  [/dozen roses/i, 25, 90],
  [/new patient exam/i, 49, 160],
  [/adjustment for/i, 19, 70],
  [/eye exam/i, 39, 130],
  [/sports physical/i, 19, 70],
  [/portrait session/i, 49, 250],
  [/drain cleaning/i, 59, 160],
  [/tune-up for/i, 49, 130],
  [/rooms cleaned/i, 59, 160],
  [/pest service/i, 59, 160],
  [/move-out cleaning/i, 99, 350],
  [/full detail/i, 79, 260],
  [/first hour/i, 49, 130],
  [/battery replacement for/i, 5, 20],
  [/key copy for/i, 1, 5],
];

/** Dollars off a small-ticket service: more than the cap would be most of its price. */
const DOLLAR_OFF_CAPS: ReadonlyArray<readonly [RegExp, number]> = [
  [/alteration/i, 10],
  [/shoe repair/i, 10],
  [/board game/i, 10],
  [/print order/i, 15],
  [/tax preparation/i, 50],
  [/color service/i, 25],
  [/lash extensions/i, 30],
  [/teeth whitening/i, 100],
  [/screen replacement/i, 40],
  [/windshield/i, 75],
  [/transmission service/i, 50],
  [/first cleaning/i, 50],
  [/first treatment/i, 50],
  [/plumbing repair/i, 75],
  [/local move/i, 100],
  [/custom blinds/i, 100],
  [/sod installation/i, 100],
];

const money = (text: string) => Number(text.replace(/,/g, ""));

function titleProblems(title: string): string[] {
  const problems: string[] = [];
  for (const match of title.matchAll(/(\d+)%/g)) {
    const percent = Number(match[1]);
    if (percent < 5 || percent > 75) problems.push(`${percent}% is not a plausible discount`);
  }
  if (/buy one.*get one\b(?! free| \d+% off)|get one \d+% off.*get one/i.test(title))
    problems.push("malformed buy-one-get-one");
  const off = /\$(\d[\d,]*(?:\.\d+)?) off/i.exec(title);
  const minimum = /(?:\$(\d[\d,]*)(?: or more|\+))|(?:over \$(\d[\d,]*))/i.exec(title);
  if (off && minimum) {
    const discount = money(off[1] as string);
    const least = money((minimum[1] ?? minimum[2]) as string);
    if (discount * 2 > least) problems.push(`$${discount} off a $${least} minimum`);
  }
  if (off && !minimum) {
    const cap = DOLLAR_OFF_CAPS.find(([pattern]) => pattern.test(title));
    if (cap && money(off[1] as string) > cap[1])
      problems.push(`$${off[1]} off is more than a ${cap[0].source} is worth`);
  }
  const price = /\bfor \$(\d[\d,]*(?:\.\d+)?)/i.exec(title);
  if (price) {
    const range = PRICE_RANGES.find(([pattern]) => pattern.test(title));
    const value = money(price[1] as string);
    if (!range) problems.push("a price for something with no known price range");
    else if (value < range[1] || value > range[2]) problems.push(`$${value} is outside $${range[1]}–$${range[2]}`);
  }
  return problems;
}

describe("offer numbers make sense", () => {
  it("every local offer title", () => {
    const bad = businesses().flatMap((b) =>
      b.listing.offers.flatMap((offer) => titleProblems(offer.title).map((p) => `${offer.title}: ${p}`)),
    );
    expect([...new Set(bad)]).toEqual([]);
  });

  it("every coupon code's title and alternative title", () => {
    const bad = parsed<SdcCoupon>("SELECT json FROM sdc_coupons").flatMap((c) =>
      [c.title, c.altTitle].flatMap((text) => titleProblems(text).map((p) => `${c.businessName} "${text}": ${p}`)),
    );
    expect([...new Set(bad)]).toEqual([]);
  });

  it("every deal: value above price, a lower price drop, the stated value matching", () => {
    const bad = deals().flatMap(({ business, attributes: a }) => {
      const value = a["full-value"] as number;
      const price = a["offer-price"] as number;
      const drop = a["price-drop-price"] as number | null;
      const problems: string[] = [];
      if (a["value-description"] !== `$${value} Value`)
        problems.push(`"${String(a["value-description"])}" for a $${value} value`);
      if (!(price > 0 && price < value)) problems.push(`price $${price} for a $${value} value`);
      const percent = Math.round((1 - price / value) * 100);
      if (percent < 10 || percent > 80) problems.push(`${percent}% off`);
      if (drop !== null && !(drop > 0 && drop < price)) problems.push(`price drop $${drop} from $${price}`);
      // What the card shows: the discount from the price paid now (SPEC §9), price drop included.
      const shown = Math.round((1 - (drop ?? price) / value) * 100);
      if (shown < 10 || shown > 80) problems.push(`card shows ${shown}% off`);
      const stated = /\$(\d+) (?:toward|credit)/i.exec(a.description as string);
      if (stated && Number(stated[1]) !== value) problems.push(`"${String(a.description)}" for a $${value} value`);
      return problems.map((p) => `${business}: ${p}`);
    });
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Campaign codes belong to the campaign.

interface CampaignItem {
  slug: string;
  campaign: {
    kind: string;
    partner: { name: string } | null;
    promotes: { couponCodeCategories: string[]; merchantIds: number[] };
  };
}

describe("campaign coupon codes belong to the campaign", () => {
  it("an attraction's ticket offers come from the attraction itself; other campaigns' own merchants from their categories", () => {
    const merchants = new Map(
      rows<{ id: number; name: string; category: string }>("SELECT id, name, category FROM merchants").map((m) => [
        m.id,
        m,
      ]),
    );
    const categoryOffers = (slug: string) =>
      parsed<SdcCoupon>(`SELECT json FROM sdc_coupons WHERE category = '${slug}' ORDER BY id`);
    const bad: string[] = [];
    for (const item of parsed<CampaignItem>("SELECT json FROM content WHERE parent_id = 'campaigns'")) {
      const { kind, partner, promotes } = item.campaign;
      for (const id of promotes.merchantIds) {
        const merchant = merchants.get(id);
        if (!merchant) bad.push(`${item.slug}: merchant ${id} does not exist`);
        else if (!promotes.couponCodeCategories.includes(merchant.category))
          bad.push(`${item.slug}: ${merchant.name} is outside its categories`);
      }
      if (kind !== "attraction") continue;
      const brand = (partner?.name ?? "").toLowerCase();
      if (promotes.merchantIds.length === 0) bad.push(`${item.slug}: no ticket seller`);
      // What the attraction's page lists under "{partner} ticket offers".
      const shown = campaignCouponCodes(
        { merchantIds: promotes.merchantIds, localKeywords: [] },
        promotes.couponCodeCategories.map(categoryOffers),
      );
      for (const code of shown) {
        const text = `${code.businessName} ${code.title}`.toLowerCase();
        if (!code.businessName.toLowerCase().startsWith(brand) || !/ticket|admission|pass/.test(text)) {
          bad.push(
            `${item.slug}: "${code.businessName}: ${code.title}" is not a ${partner?.name ?? item.slug} ticket offer`,
          );
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Articles keep their titles' promises.

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const STOP = new Set([
  "how",
  "the",
  "and",
  "for",
  "day",
  "way",
  "you",
  "don't",
  "everything",
  "with",
  "your",
  "that",
  "this",
  "from",
  "what",
  "when",
  "where",
  "without",
  "less",
  "more",
  "save",
  "saving",
  "savings",
  "budget",
  "guide",
  "ways",
  "home",
  "local",
  "near",
  "best",
  "time",
  "year",
  "smart",
  "does",
  "cost",
  "fortune",
  "breaking",
  "rules",
  "work",
  "works",
  "routine",
  "weekly",
  "close",
  "treat",
  "yourself",
  "keep",
  "keeping",
  "cutting",
  "find",
  "picks",
]);

describe("articles keep their titles' promises", () => {
  const articles = () => parsed<{ title: string; body: string }>("SELECT json FROM content WHERE parent_id = 'blog'");

  it("a title that promises N items has N of them", () => {
    const bad = articles().flatMap(({ title, body }) => {
      const word = /^(\w+) (?:ways|tips|things|ideas|steps|habits|rules)\b/i.exec(title)?.[1]?.toLowerCase();
      if (!word) return [];
      const promised = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word);
      // The body: the summary, one paragraph per item, a closing line.
      const items = body.split("\n\n").length - 2;
      return promised === items ? [] : [`"${title}" promises ${promised} and has ${items}`];
    });
    expect(bad).toEqual([]);
  });

  it("a body talks about its title's subject", () => {
    const bad = articles().flatMap(({ title, body }) => {
      const items = body.split("\n\n").slice(1, -1).join(" ").toLowerCase();
      const words = title
        .toLowerCase()
        .replace(/[^a-z' -]/g, " ")
        .split(/[\s-]+/)
        .filter((w) => w.length >= 3 && !STOP.has(w));
      const found = words.filter((w) => items.includes(w.replace(/'s$/, "").slice(0, Math.max(3, w.length - 2))));
      return found.length > 0 ? [] : [`"${title}": its items never mention ${words.join(", ")}`];
    });
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 4. Offers, deals, names and descriptions match the business.

/**
 * What an offer or a name is about, and what a business must be to offer it: [subject in the offer, the business
 * (its name, NAICS description or deal category) that may offer it].
 */
const SUBJECTS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/pizza/i, /pizz|trattoria|napoli/i],
  [/bagel/i, /bagel/i],
  [/pastry|coffee/i, /coffee|café|cafe|bagel|bakery/i],
  [/sandwich/i, /deli|sub|sandwich/i],
  [/\btaco|burrito/i, /taco|cantina|mexican|sombrero/i],
  [/sushi/i, /sushi/i],
  [/\bwings?\b/i, /wing/i],
  [/burger/i, /burger/i],
  [/\bpho\b/i, /pho/i],
  [
    /entrée|appetizer|dinner|lunch|kids meal|entire check|food and drinks/i,
    /restaurant|grill|kitchen|diner|trattoria|pizz|taco|deli|burger|pho|wing|smokehouse|bbq|cantina|brewing|bar\b|sushi|bistro/i,
  ],
  [/bowling/i, /bowl|lanes/i],
  [/movie tickets/i, /cinema|theater/i],
  [/cruise booking|group bookings/i, /travel|cruise/i],
  [/weekend stay|third night/i, /hotel|inn\b|motel/i],
  [
    /party package|hours of play|four-pack|admission/i,
    /entertainment|escape|golf|trampoline|laser|kart|arcade|fun|recreation|amusement|zone|things to do|bowl/i,
  ],
  [/massage/i, /massage|spa\b/i],
  [/facial|brow/i, /skin|brow|spa\b|salon|glow/i],
  [/lash/i, /lash/i],
  [/manicure|pedicure/i, /nail/i],
  [/color service/i, /hair|salon/i],
  [/haircut|beard/i, /barber|salon|hair/i],
  [/spray tan/i, /tan\b/i],
  [/oil change|tire rotation/i, /lube|oil/i],
  [/car wash|unlimited washes/i, /wash|auto spa/i],
  [/collision/i, /collision|body/i],
  [/windshield|chip repair/i, /glass/i],
  [/four new tires|flat repair/i, /tire/i],
  [/transmission/i, /transmission/i],
  [/brake|check engine|any repair over/i, /auto|brake|muffler|transmission/i],
  [/dry cleaning|alteration/i, /clean|tailor/i],
  [/wash & fold/i, /laundr|wash & fold/i],
  [/groom/i, /groom/i],
  [/daycare/i, /daycare/i],
  [/shoe repair/i, /shoe repair/i],
  [/key copy/i, /key|lock|hardware/i],
  [/storage/i, /storage/i],
  [/roses|vase|arrangement/i, /florist|bloom|flower/i],
  [/bike/i, /bike/i],
  [/gait/i, /running/i],
  [/watch battery|ring cleaning/i, /jewel/i],
  [/used books/i, /book/i],
  [/board game/i, /game|hobby|toy/i],
  [/gallon of paint|paint purchase/i, /paint|hardware/i],
  [/dental|teeth|x-rays/i, /dent|smile|orthodont/i],
  [/adjustment/i, /chiropract/i],
  [/glasses|eye exam/i, /eye|vision|optom/i],
  [/pet's annual exam/i, /animal|pet clinic|veterinar/i],
  [/hearing/i, /hearing|audiolog/i],
  [/injury screening/i, /physical therap/i],
  [/sports physical/i, /medicine|urgent care|physician/i],
  [/tax preparation/i, /tax/i],
  [/30-minute consultation/i, /law/i],
  [/insurance quote/i, /insurance/i],
  [/portrait/i, /photo/i],
  [/computer diagnostic|screen replacement/i, /computer/i],
  [/home value/i, /realty|real estate/i],
  [/tutoring/i, /tutor/i],
  [/print order/i, /print/i],
  [/installed flooring/i, /floor/i],
  [/design consultation/i, /kitchen & bath|design/i],
  [/blinds/i, /blinds|shutters/i],
  [/mattress/i, /mattress/i],
  [/office furniture/i, /office/i],
  [/service call/i, /appliance/i],
  [/plumbing|water heater|drain/i, /plumb/i],
  [/a\/c|new system/i, /air|heating|hvac|cooling/i],
  [/rooms cleaned|upholstery|stain protection/i, /carpet|upholstery/i],
  [/termite|pest/i, /pest|termite/i],
  [/roof|gutter/i, /roof/i],
  [/mow|clean-up|sod\b/i, /lawn|landscap/i],
  [/\bmove\b(?!-out)|boxes|packing/i, /mov(ing|ers)/i],
  [/house cleaning|first cleaning|recurring service|move-out/i, /maid|house clean|janitorial|cleaning co|sparkle pro/i],
  [/full detail|detailing|detail\b/i, /detail|auto spa|gleam/i],
  [/window tint/i, /tint/i],
  [/premium car washes/i, /wash|auto spa|gleam/i],
  [/duct/i, /duct/i],
  [/window cleaning/i, /window/i],
  [/kayak/i, /kayak/i],
  [/escape room/i, /escape/i],
  [/go-kart/i, /kart/i],
  [/dolphin|boat|cruise for two/i, /boat|cruise|island hopper/i],
  [/zipline|zip line/i, /zipline/i],
  [/paint(ing)? (and|&) sip|canvas/i, /paint & sip/i],
  [/unlimited classes|yoga|personal training|barre|boxing/i, /crossfit|yoga|gym|barre|boxing|fitness/i],
  [/records/i, /vinyl|record/i],
  [/candle/i, /candle/i],
  [/shoes/i, /shoe|sole/i],
];

/** Names that say what a business is; the NAICS description (or deal category) must agree. */
const NAME_KINDS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [
    /pizz|taco|deli\b|burger|pho\b|wings|diner|trattoria|sushi|smokehouse|kitchen(?! &)|cantina|grill\b/i,
    /restaurant|snack/i,
  ],
  [/computer/i, /computer/i],
  [/glass/i, /glass|body/i],
  [/detailing/i, /car wash|detail/i],
  [/plumb/i, /plumb/i],
  [/roof/i, /roof/i],
  [/pest|termite/i, /pest/i],
  [/lawn|landscap/i, /landscap/i],
  [/mov(ing|ers)/i, /moving/i],
  [/maid/i, /janitorial/i],
  [/carpet/i, /carpet/i],
  [/handyman/i, /handyman|repair|maintenance|contractor|building/i],
  [/tutor/i, /tutor/i],
  [/realty/i, /real estate/i],
  [/law\b/i, /lawyer/i],
];

describe("offers, deals, names and descriptions come from the business's own kind", () => {
  it("every local business's offers, name and description", () => {
    const bad: string[] = [];
    for (const b of businesses()) {
      const name = plain(b.listing.businessName);
      // A town's name is no claim about the trade: Tacoma's computer repair is no taco stand, Canvas WV's auto shop
      // sells no painting class. What the name and description say beyond the town must fit.
      const town = new RegExp(`\\b${b.homeCity.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g");
      const who = `${name} ${b.listing.naicDescription}`;
      for (const offer of b.listing.offers) {
        for (const [subject, allowed] of SUBJECTS) {
          if (subject.test(offer.title) && !allowed.test(who))
            bad.push(`${name} (${b.listing.naicDescription}) offers "${offer.title}"`);
        }
      }
      for (const [kind, naics] of NAME_KINDS) {
        if (kind.test(name.replace(town, "")) && !naics.test(b.listing.naicDescription))
          bad.push(`${name} is filed as ${b.listing.naicDescription}`);
      }
      const about = b.description.replace(name, "").replace(town, "");
      for (const [subject, allowed] of SUBJECTS) {
        if (subject.test(about) && !allowed.test(who)) bad.push(`${name}: description "${b.description}"`);
      }
    }
    expect([...new Set(bad)]).toEqual([]);
  });

  it("every Clipp deal", () => {
    const bad: string[] = [];
    for (const deal of deals()) {
      const what = `${String(deal.attributes.description)} ${String(deal.attributes["value-description"])}`;
      for (const [subject, allowed] of SUBJECTS) {
        if (subject.test(what) && !allowed.test(`${deal.business} ${deal.category}`))
          bad.push(`${deal.business} sells "${String(deal.attributes.description)}"`);
      }
      if (!deal.businessDescription.toLowerCase().includes(deal.category.toLowerCase()))
        bad.push(`${deal.business}: "${deal.businessDescription}"`);
    }
    expect([...new Set(bad)]).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 5. Phone numbers carry an area code of their own state.

const areaCode = (phone: string) => Number(/^\((\d{3})\)/.exec(phone)?.[1] ?? "0");
const inState = (phone: string, state: string) => (AREA_CODES_BY_STATE[state] ?? []).includes(areaCode(phone));

describe("phone numbers belong to their state", () => {
  it("stores, service businesses, franchises and deal locations", () => {
    const bad: string[] = [];
    for (const loc of parsed<{ phone: string; addressLine3: string }>("SELECT json FROM locations")) {
      const state = /, ([A-Z]{2}) \d{5}$/.exec(loc.addressLine3)?.[1] ?? "";
      if (!inState(loc.phone, state)) bad.push(`${loc.addressLine3}: ${loc.phone}`);
    }
    for (const b of businesses()) {
      if (b.listing.service && !inState(b.listing.service.phone, b.homeState))
        bad.push(`${plain(b.listing.businessName)}, ${b.homeState}: ${b.listing.service.phone}`);
    }
    for (const f of parsed<{ name: string; phone: string; territory: string }>("SELECT json FROM franchises")) {
      const state = /([A-Z]{2})$/.exec(f.territory)?.[1] ?? "";
      if (!inState(f.phone, state)) bad.push(`${f.name} (${f.territory}): ${f.phone}`);
    }
    for (const loc of parsed<{ phone: string; city: string; state: string }>("SELECT json FROM deal_locations")) {
      if (!inState(loc.phone, loc.state)) bad.push(`${loc.city}, ${loc.state}: ${loc.phone}`);
    }
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 6. The expiration is printed once.

describe("an offer's expiration is said once", () => {
  it("no disclaimer repeats the expiration the site prints from offerExpirationDate", () => {
    const bad = businesses().flatMap((b) =>
      b.listing.offers
        .filter((o) => /expir|\d{4}-\d{2}-\d{2}|valid (through|until)/i.test(o.disclaimers))
        .map((o) => `${o.offerId}: ${o.disclaimers}`),
    );
    expect(bad).toEqual([]);
  });
});

describe("every printed coupon says until when", () => {
  const DAY = 86_400_000;
  const reference = Date.parse(`${DEFAULT_REFERENCE_DATE}T00:00:00Z`);
  const offers = () => businesses().flatMap((b) => b.listing.offers);

  it("a shown expiration is a real day six weeks to fourteen months after the seed's reference date", () => {
    const bad = offers()
      .filter((o) => o.displayExpiration)
      .filter((o) => {
        const at = /^\d{4}-\d{2}-\d{2}$/.test(o.offerExpirationDate)
          ? Date.parse(`${o.offerExpirationDate}T00:00:00Z`)
          : Number.NaN;
        return !(at >= reference + 42 * DAY && at <= reference + 430 * DAY);
      })
      .map((o) => `${o.offerId}: ${o.offerExpirationDate}`);
    expect(bad).toEqual([]);
  });

  it("most offers show their date; the few without one run while supplies last and say so", () => {
    const all = offers();
    const undated = all.filter((o) => !o.displayExpiration);
    expect(undated.length / all.length).toBeGreaterThan(0.03);
    expect(undated.length / all.length).toBeLessThan(0.2);
    expect(undated.filter((o) => !/while supplies last/i.test(o.disclaimers)).map((o) => o.offerId)).toEqual([]);
    expect(
      all.filter((o) => o.displayExpiration && /while supplies last/i.test(o.disclaimers)).map((o) => o.offerId),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 7. Real places only.

/** Words of organisations, institutions and postal shorthand; no town is named by them. */
const NOT_A_TOWN =
  /\b(inc|corp|corporation|co|company|irs|internal revenue|mastercard|visa usa|services?|svc|ctr|com|univ|university of|dept|insurance|afb|bank of|national bank|first .*bank|one bank|lottery|parcel|mail)\b|\buniversity$/i;

describe("every place is a real town", () => {
  const zipCity = () =>
    new Map(
      rows<{ zip: string; city: string; state: string }>("SELECT zip, city, state FROM zips").map((z) => [z.zip, z]),
    );

  it("every store's and deal location's town is a town of its state, with its ZIP", () => {
    const zips = zipCity();
    const towns = new Set(
      rows<{ city: string; state: string }>("SELECT city, state FROM cities WHERE lat != 0 OR lng != 0").map(
        (c) => `${c.city}|${c.state}`,
      ),
    );
    const places: Array<{ city: string; state: string; zip: string; where: string }> = [];
    for (const loc of parsed<{ addressLine3: string }>("SELECT json FROM locations")) {
      const match = /^(.+), ([A-Z]{2}) (\d{5})$/.exec(loc.addressLine3);
      places.push({ city: match?.[1] ?? "", state: match?.[2] ?? "", zip: match?.[3] ?? "", where: loc.addressLine3 });
    }
    for (const loc of parsed<{ city: string; state: string; zip: string }>("SELECT json FROM deal_locations"))
      places.push({ ...loc, where: `deal ${loc.city}, ${loc.state}` });
    const bad = places
      .filter(
        (p) =>
          NOT_A_TOWN.test(p.city) ||
          !towns.has(`${p.city}|${p.state}`) ||
          zips.get(p.zip)?.city !== p.city ||
          zips.get(p.zip)?.state !== p.state,
      )
      .map((p) => p.where);
    expect([...new Set(bad)]).toEqual([]);
  });

  it("every city the catalog offers (search, validation, coverage) is named like a town", () => {
    const bad = [
      ...rows<{ city: string; state: string }>("SELECT city, state FROM cities WHERE lat != 0 OR lng != 0"),
      ...rows<{ city: string; state: string }>("SELECT city, state FROM covered_cities"),
    ]
      .filter((c) => NOT_A_TOWN.test(c.city))
      .map((c) => `${c.city}, ${c.state}`);
    expect(bad).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 8. Top and featured lists hold only offers that work.

describe("top and featured lists hold only working offers", () => {
  it("every top coupon code has what its button needs, and the one broken code stays off every list", () => {
    const coupons = rows<{ top_rank: number | null; json: string }>("SELECT top_rank, json FROM sdc_coupons").map(
      (r) => ({ top: r.top_rank !== null, coupon: JSON.parse(r.json) as SdcCoupon }),
    );
    const broken = coupons.filter(
      ({ coupon }) =>
        missingOfferMetadata({ kind: "code", offerURL: coupon.offerURL, componentUID: coupon.componentUID }).length > 0,
    );
    expect(broken.filter((c) => c.top).map((c) => `${c.coupon.businessName}: ${c.coupon.title}`)).toEqual([]);
    const listed = new Set(
      rows<{ merchant_id: number }>("SELECT merchant_id FROM merchant_lists").map((r) => r.merchant_id),
    );
    expect(broken.filter((c) => listed.has(c.coupon.merchantId)).map((c) => c.coupon.businessName)).toEqual([]);
    // SPEC §8's message needs one broken offer somewhere (tests/e2e/offers-rules.spec.ts opens it).
    expect(broken).toHaveLength(1);
  });

  it("every featured coupon points at a real offer of a real store", () => {
    const offers = new Map(businesses().flatMap((b) => b.listing.offers.map((o) => [o.offerId, b.id] as const)));
    const stores = new Set(rows<{ id: number }>("SELECT id FROM locations").map((r) => r.id));
    const bad = parsed<{
      slug: string;
      featuredCoupon: { businessProfileId: number; storeId: number; offerId: string };
    }>("SELECT json FROM content WHERE parent_id = 'featured-coupons'")
      .filter(
        (f) =>
          offers.get(f.featuredCoupon.offerId) !== f.featuredCoupon.businessProfileId ||
          !stores.has(f.featuredCoupon.storeId),
      )
      .map((f) => f.slug);
    expect(bad).toEqual([]);
  });
});
