import { COUPON_CODE_CATEGORIES } from "../../app/models/coupon-code-categories";
import { EXCLUDED_MERCHANT_IDS } from "../../app/models/excluded-merchants";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { slugify } from "./text";
import type { Merchant, SdcCoupon } from "../../app/models/sdc-coupon";

const PREFIXES = [
  "Northwind",
  "Bluebird",
  "Evergreen",
  "Summit",
  "Harbor",
  "Maple & Main",
  "Brightside",
  "Copper Creek",
  "Lighthouse",
  "Redwood",
  "Silverline",
  "True Blue",
  "Sunny Day",
  "Oak & Ivy",
  "Fairway",
  "Golden Gate",
  "Prairie",
  "Keystone",
  "Crescent",
  "Pinnacle",
  "Tidewater",
  "Riverbend",
  "Hearthstone",
  "Wildflower",
  "Starboard",
  "Ironwood",
  "Nimbus",
  "Cobalt",
  "Juniper",
  "Meridian",
  "Orchard",
  "Sterling",
  "Willow Lane",
  "Atlas",
  "Beacon",
  "Cascade",
  "Driftwood",
];

const NOUNS: Readonly<Record<string, readonly string[]>> = {
  "apparel-accessories": ["Outfitters", "Apparel", "Threads", "Boutique", "Denim Co."],
  "arts-entertainment": ["Tickets", "Art Supply", "Studios", "Crafts"],
  automotive: ["Auto Parts", "Tire Direct", "Car Care", "Motors Supply"],
  "beauty-personal-care": ["Beauty", "Cosmetics", "Skin Co.", "Salon Supply"],
  "books-music-video": ["Books", "Records", "Media", "Audiobooks"],
  business: ["Office Supply", "Print Shop", "Business Cards", "Payroll"],
  "cellular-phone-services": ["Wireless", "Mobile", "Phone Cases", "Prepaid"],
  "computers-software": ["Software", "PC Store", "Cloud Backup", "Antivirus"],
  "education-training": ["Academy", "Learning", "Test Prep", "Language School"],
  electronics: ["Electronics", "Audio", "Camera Shop", "Gadgets"],
  "flowers-gifts": ["Flowers", "Gift Baskets", "Bouquets", "Personalized Gifts"],
  "food-beverage": ["Coffee Roasters", "Meal Kits", "Steaks", "Tea Co.", "Snacks"],
  groceries: ["Market", "Grocery Delivery", "Pantry", "Fresh Foods"],
  "health-medicine": ["Vitamins", "Pharmacy", "Contacts", "Wellness"],
  "home-garden": ["Home", "Garden Supply", "Bedding", "Furniture", "Kitchen"],
  "kids-baby": ["Baby", "Kids Clothing", "Nursery", "Little Ones"],
  seasonal: ["Holiday Shop", "Costumes", "Party Supply", "Decor"],
  "sports-recreation": ["Sports", "Outdoor Gear", "Golf", "Fitness"],
  "toys-games": ["Toys", "Games", "Puzzles", "Hobby Shop"],
  travel: ["Travel", "Hotels", "Car Rental", "Cruises", "Luggage"],
};

const CODE_OFFERS: ReadonlyArray<readonly [title: string, alt: string, codeStem: string]> = [
  ["{n}% Off Sitewide", "Save {n}% on your entire order", "SAVE"],
  ["{n}% Off Your First Order", "New customers save {n}%", "WELCOME"],
  ["${d} Off Orders of ${m}+", "Take ${d} off when you spend ${m} or more", "TAKE"],
  ["Extra {n}% Off Sale Items", "Stack an extra {n}% on clearance", "EXTRA"],
  ["Free Shipping on Any Order", "Free standard shipping, no minimum", "SHIPFREE"],
  ["Buy One, Get One {n}% Off", "BOGO {n}% off select items", "BOGO"],
];

const DEAL_OFFERS: ReadonlyArray<readonly [title: string, alt: string]> = [
  ["Up to {n}% Off Clearance", "Shop the clearance section for up to {n}% off"],
  ["Free Shipping on Orders Over ${m}", "Free shipping when you spend ${m}"],
  ["Weekly Deals: Save Up to {n}%", "New deals every week"],
  ["Members Save an Extra {n}%", "Join free and save on every order"],
  ["Gift with Purchase over ${m}", "A free gift when you spend ${m} or more"],
];

/** Categories whose every offer keeps its metadata (the end-to-end tests read them closely). */
const UNTOUCHED_CATEGORIES: readonly string[] = ["electronics", "toys-games", "groceries", "food-beverage"];

/** The merchants and coupons of the contract are the site's own types: one definition for both sides. */
export type MerchantSeed = Merchant;

export type SdcCouponSeed = SdcCoupon;

export interface SdcSeed {
  merchants: MerchantSeed[];
  coupons: Array<{ id: number; coupon: SdcCouponSeed; searchText: string }>;
  topOfferIds: number[];
  placements: Record<"welcomePage" | "leftNavArea" | "featuredMerchant", number[]>;
  featuredMerchantIds: number[];
}

function fill(template: string, values: { n: number; d: number; m: number }): string {
  return template
    .replace(/\{n\}/g, String(values.n))
    .replace(/\{d\}/g, String(values.d))
    .replace(/\{m\}/g, String(values.m));
}

/** About 15 merchants per category (300 in all), each with 1–6 offers, about 60 % of them with a code. */
export function buildSdc(rng: Rng, media: MediaSink, perCategory: number, referenceDate: Date): SdcSeed {
  const merchants: MerchantSeed[] = [];
  const coupons: SdcSeed["coupons"] = [];
  const usedNames = new Set<string>();
  let merchantId = 10_000;
  let couponId = 30_000;
  for (const category of COUPON_CODE_CATEGORIES) {
    const nouns = NOUNS[category.slug] ?? ["Store"];
    for (let k = 0; k < perCategory; k += 1) {
      let name = `${rng.pick(PREFIXES)} ${rng.pick(nouns)}`;
      while (usedNames.has(name)) name = `${rng.pick(PREFIXES)} ${rng.pick(nouns)}`;
      usedNames.add(name);
      merchantId += 1;
      const slug = slugify(name);
      const logoURL = media.add(`merchant-${merchantId}`, "logo", name, rng);
      const count = rng.int(1, 6);
      for (let n = 0; n < count; n += 1) {
        couponId += 1;
        const drawn = {
          n: rng.pick([10, 15, 20, 25, 30, 40, 50]),
          d: rng.pick([5, 10, 15, 20, 25]),
          m: rng.pick([35, 50, 75, 100]),
        };
        // A dollar discount is at most half of the spend it asks for ("$25 off $35" would be no minimum at all).
        const values = { ...drawn, m: Math.max(drawn.m, [35, 50, 75, 100].find((m) => m >= drawn.d * 2) ?? 100) };
        const withCode = rng.chance(0.6);
        let title: string;
        let altTitle: string;
        let couponCode: string | null = null;
        if (withCode) {
          const [t, a, stem] = rng.pick(CODE_OFFERS);
          title = fill(t, values);
          altTitle = fill(a, values);
          couponCode = stem === "SHIPFREE" ? stem : `${stem}${stem === "TAKE" ? values.d : values.n}`;
        } else {
          const [t, a] = rng.pick(DEAL_OFFERS);
          title = fill(t, values);
          altTitle = fill(a, values);
        }
        const printable = category.slug === "groceries" && rng.chance(0.4);
        const description = couponCode
          ? `Use code ${couponCode} at checkout on ${name}'s website. Exclusions may apply; see site for details.`
          : `No code needed: the discount applies automatically when you shop ${name} through Valuvo.`;
        const coupon: SdcCouponSeed = {
          merchantId,
          businessName: name,
          logoURL,
          altTitle,
          title,
          description,
          category: category.slug,
          couponCode,
          printable,
          offerURL: `https://www.${slug}.example/?affid=valuvo&cid=${couponId}`,
          componentUID: `sdc_${category.slug}_${n + 1}_${couponId}_${merchantId}_${printable ? 1 : 0}`,
          // Optional fields beyond SPEC §3 (decision 031), derived from the id rather than drawn so no other draw
          // moves: every fourth offer never expires, the rest run 6 weeks to a year past the reference date; offers were
          // verified up to a week before it, and one in ten has never been (no field).
          expirationDate: couponId % 4 === 0 ? null : isoDate(addDays(referenceDate, 45 + (couponId % 320))),
          ...(couponId % 10 === 7 ? {} : { lastVerifiedDate: isoDate(addDays(referenceDate, -(couponId % 8))) }),
        };
        coupons.push({
          id: couponId,
          coupon,
          searchText: `${name} ${title} ${altTitle} ${category.title}`.toLowerCase(),
        });
      }
      merchants.push({ merchantId, businessName: name, slug, logoURL, category: category.slug, offerCount: count });
    }
  }
  const ids = merchants.map((merchant) => merchant.merchantId);
  const excluded = EXCLUDED_MERCHANT_IDS.filter((id) => ids.includes(id));
  const regular = ids.filter((id) => !EXCLUDED_MERCHANT_IDS.includes(id));
  // Every list carries a few of the excluded merchants, so the site's filter is exercised everywhere.
  const mix = (count: number, excludedCount: number) =>
    rng.shuffle([...rng.sample(regular, count - excludedCount), ...rng.sample(excluded, excludedCount)]);
  const placements = { welcomePage: mix(12, 2), leftNavArea: mix(20, 3), featuredMerchant: mix(8, 2) };
  const featuredMerchantIds = mix(16, 3);
  const topMerchants = mix(40, 4);
  const topOfferIds = topMerchants.map(
    (id) => (coupons.find((entry) => entry.coupon.merchantId === id) as { id: number }).id,
  );
  // SPEC §8 needs an offer that lacks what its button needs: one coupon code loses its affiliate URL. Its merchant
  // is on no list (top offers, placements, featured), so only its own store page shows the message; chosen without
  // a draw (so nothing else moves), away from the categories other tests read closely.
  const listed = new Set([
    ...topMerchants,
    ...Object.values(placements).flat(),
    ...featuredMerchantIds,
    ...EXCLUDED_MERCHANT_IDS,
  ]);
  // The last such code, so it ends its category's list, below what a campaign page shows of the category.
  const broken = [...coupons]
    .reverse()
    .find(
      (entry) =>
        entry.coupon.couponCode &&
        !listed.has(entry.coupon.merchantId) &&
        !UNTOUCHED_CATEGORIES.includes(entry.coupon.category),
    );
  if (broken) broken.coupon.offerURL = "";
  return { merchants, coupons, topOfferIds, placements, featuredMerchantIds };
}
