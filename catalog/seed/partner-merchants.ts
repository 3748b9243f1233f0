import { CAMPAIGNS } from "./campaign-data";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import type { SdcSeed } from "./sdc";
import { slugify } from "./text";

/** The online store of each attraction campaign's partner and the ticket offers it runs. */
const PARTNER_STORES: Readonly<
  Record<
    string,
    { name: string; code: string; offers: ReadonlyArray<readonly [title: string, altTitle: string, withCode: boolean]> }
  >
> = {
  LEGOLAND: {
    name: "LEGOLAND Resorts",
    code: "BRICKS",
    offers: [
      ["Save 20% on 1-Day Tickets Bought Online", "Book online at least a day ahead and save 20% on admission", true],
      ["Kids Go Free with an Adult 2-Day Ticket", "One child ticket free with each adult 2-day ticket", false],
      ["$30 Off an Annual Pass", "Take $30 off any annual pass for unlimited visits", true],
    ],
  },
  "LEGOLAND Discovery Center": {
    name: "LEGOLAND Discovery Center",
    code: "BUILD",
    offers: [
      ["Save 25% on Weekday Tickets Bought Online", "Book a weekday time slot online and save 25% on admission", true],
      ["Family Pass: Four Tickets for the Price of Three", "Buy three tickets and get a fourth free", false],
    ],
  },
  "LEGO Discovery Center": {
    name: "LEGO Discovery Center",
    code: "PLAY",
    offers: [
      ["Save 20% on Timed-Entry Tickets", "Choose a time slot online and save 20% on admission", true],
      ["$20 Off an Annual Pass", "Take $20 off a year of unlimited visits", true],
    ],
  },
  "Madame Tussauds": {
    name: "Madame Tussauds",
    code: "STARS",
    offers: [
      ["Save 15% on General Admission Tickets", "Book online and save 15% on admission", true],
      [
        "Combo Ticket: Add a Second Attraction at Half Price",
        "Add a neighbouring attraction to your admission at half price",
        false,
      ],
    ],
  },
  "SEA LIFE": {
    name: "SEA LIFE Aquariums",
    code: "OCEAN",
    offers: [
      ["Save 20% on Tickets Bought Online", "Book online and save 20% on aquarium admission", true],
      ["$15 Off an Annual Pass", "Take $15 off a year of unlimited aquarium visits", true],
    ],
  },
};

/** Where the partners sell: an attraction's ticket offers are listed with the day-trip stores. */
const PARTNER_CATEGORY = "travel";

/**
 * Adds each attraction partner's own online store and ticket offers to the coupon codes (after every generated one,
 * so no generated id or draw moves) and answers the store of each attraction campaign, by slug. Each coupon starts
 * from a generated coupon of the same category, so it carries every field a coupon code has.
 */
export function addPartnerMerchants(sdc: SdcSeed, rng: Rng, media: MediaSink): Map<string, number> {
  const template = sdc.coupons.find((entry) => entry.coupon.category === PARTNER_CATEGORY)?.coupon;
  if (!template) throw new Error(`seed: no ${PARTNER_CATEGORY} coupon to model partner offers on`);
  let merchantId = Math.max(...sdc.merchants.map((m) => m.merchantId));
  let couponId = Math.max(...sdc.coupons.map((entry) => entry.id));
  const byCampaign = new Map<string, number>();
  for (const campaign of CAMPAIGNS.filter((c) => c.kind === "attraction")) {
    const store = campaign.partner ? PARTNER_STORES[campaign.partner] : undefined;
    if (!store) throw new Error(`seed: attraction ${campaign.slug} has no partner store`);
    merchantId += 1;
    const slug = slugify(store.name);
    const logoURL = media.add(`merchant-${merchantId}`, "logo", store.name, rng);
    store.offers.forEach(([title, altTitle, withCode], n) => {
      couponId += 1;
      const percent = /(\d+)%/.exec(title)?.[1];
      const dollars = /\$(\d+) Off/.exec(title)?.[1];
      // A percentage's code and a pass discount's code never coincide ("PLAY20" and "PASS20PLAY").
      const couponCode = !withCode
        ? null
        : percent !== undefined
          ? `${store.code}${percent}`
          : `PASS${dollars ?? ""}${store.code}`;
      sdc.coupons.push({
        id: couponId,
        coupon: {
          ...template,
          merchantId,
          businessName: store.name,
          logoURL,
          title,
          altTitle,
          description: couponCode
            ? `Use code ${couponCode} at checkout on ${store.name}'s ticket site. Subject to availability; see site for details.`
            : `No code needed: the offer applies when you buy tickets on ${store.name}'s site through Valuvo.`,
          category: PARTNER_CATEGORY,
          couponCode,
          printable: false,
          offerURL: `https://www.${slug}.example/tickets?affid=valuvo&cid=${couponId}`,
          componentUID: `sdc_${PARTNER_CATEGORY}_${n + 1}_${couponId}_${merchantId}_0`,
        },
        searchText: `${store.name} ${title} ${altTitle} travel tickets admission`.toLowerCase(),
      });
    });
    sdc.merchants.push({
      merchantId,
      businessName: store.name,
      slug,
      logoURL,
      category: PARTNER_CATEGORY,
      offerCount: store.offers.length,
    });
    byCampaign.set(campaign.slug, merchantId);
  }
  return byCampaign;
}
