import { decodeHtmlEntities } from "../../app/models/html-entities";
import type { ExtendedContentSeed } from "./campaigns";
import type { BusinessSeed } from "./local";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { slugify } from "./text";

type ArticleTopic = readonly [
  title: string,
  summary: string,
  localCategoryIds: readonly number[],
  couponCodeCategories: readonly string[],
  tips: readonly string[],
];

const ARTICLES: readonly ArticleTopic[] = [
  [
    "How to Stack Coupons Without Breaking the Rules",
    "Stacking a store coupon with a manufacturer coupon is allowed in most places. Here is how to do it politely and legally.",
    [107],
    ["groceries"],
    [
      "Read the fine print first: 'one coupon per transaction' and 'one coupon per item' mean different things.",
      "Pair a store's own coupon with a manufacturer coupon on the same item when the store's policy allows it.",
      "Ask at the service desk for the store's written coupon policy and keep a photo of it on your phone.",
    ],
  ],
  [
    "Ten Ways to Save on Pizza Night",
    "Pizza night is a family tradition worth keeping. These habits cut the bill without cutting the toppings.",
    [108],
    ["food-beverage"],
    [
      "Order the large: per slice, it is almost always cheaper than two mediums.",
      "Pick up instead of delivery to skip the delivery fee and the tip on top of it.",
      "Look for weekday specials; many pizzerias discount Monday through Wednesday.",
      "Print a pizzeria coupon before you call and mention it when you order, so it is applied at the register.",
      "Choose one or two toppings per pie; each extra topping adds a dollar or two to the bill.",
      "Skip the bottled soda from the pizzeria and pour drinks you already have at home.",
      "Join your pizzeria's rewards program; many give a free pizza after a handful of orders.",
      "Order a family bundle with wings or a salad instead of adding sides one at a time.",
      "Bake a take-and-bake pizza at home; it costs less than the same pie baked in the shop.",
      "Save the leftover slices for lunch the next day so one pizza night feeds you twice.",
    ],
  ],
  [
    "A Local Guide to Saving on Car Maintenance",
    "Oil changes, tires and brakes add up. Local shops often beat dealer prices, especially with a coupon.",
    [101],
    ["automotive"],
    [
      "Follow the maintenance schedule in your owner's manual rather than a shop's sticker.",
      "Bundle services such as an oil change and a tire rotation into one visit for a package price.",
      "Independent shops near you often print coupons for brake inspections and alignments.",
    ],
  ],
  [
    "Date Night for Less: Dinner and a Show",
    "A night out does not have to cost a week's groceries. Plan it around the coupons near you.",
    [108, 110],
    ["arts-entertainment"],
    [
      "Eat early: many restaurants run happy-hour menus until 6 p.m.",
      "Look for buy-one-get-one offers on entrées and split a dessert.",
      "Matinee and weekday tickets to movies and shows are often half the evening price.",
    ],
  ],
  [
    "Back-to-School Shopping on a Budget",
    "Supplies, clothes and a new laptop: a back-to-school list can be long. Here is how to shorten the bill.",
    [107],
    ["apparel-accessories", "computers-software", "books-music-video"],
    [
      "Take inventory before you shop; last year's backpack may have another year in it.",
      "Watch for state sales-tax holidays on clothing and school supplies.",
      "Use coupon codes for laptops and software, and check student discounts.",
    ],
  ],
  [
    "How to Save on Home Repairs Before Winter",
    "A little maintenance in the fall prevents expensive emergencies in January.",
    [104, 109],
    ["home-garden"],
    [
      "Book a furnace tune-up before the first cold snap, when HVAC companies are less busy.",
      "Clean gutters to keep ice dams off the roof.",
      "Compare coupons from local plumbers for water-heater flushes and pipe insulation.",
    ],
  ],
  [
    "Spa Day Savings: Treat Yourself for Less",
    "Massages, facials and manicures feel like luxuries. Coupons make them a habit you can afford.",
    [103],
    ["beauty-personal-care"],
    [
      "First-visit offers are the biggest discounts a salon or spa gives; try a new place.",
      "Book weekday mornings, when many spas discount their slower hours.",
      "Ask about memberships if you go monthly; they often beat single-visit prices.",
    ],
  ],
  [
    "Family Fun Days That Don't Cost a Fortune",
    "Mini golf, bowling, trampoline parks and museums: a weekend of family fun for less.",
    [110],
    ["toys-games", "kids-baby"],
    [
      "Look for family four-packs; they are cheaper than four single tickets.",
      "Many entertainment centers have weekday 'all you can play' hours.",
      "Birthday-party packages often include food and admission at a discount.",
    ],
  ],
  [
    "Grocery Savings: A Weekly Routine That Works",
    "Fifteen minutes a week of planning can cut a grocery bill by a fifth.",
    [107],
    ["groceries"],
    [
      "Plan meals around what is on sale at the grocery store, not the other way round.",
      "Clip digital coupons before you go and check them off at the register.",
      "Buy store brands for staples; they are usually made to the same standard.",
    ],
  ],
  [
    "The Smart Shopper's Guide to Black Friday",
    "Black Friday rewards a plan. Here is how to make a list, compare prices and avoid impulse buys.",
    [107, 104],
    ["electronics", "toys-games"],
    [
      "Write your list a week ahead and set a budget for each person.",
      "Compare the doorbuster price with the item's usual price over the last months.",
      "Shop local too: neighbourhood stores run their own Black Friday coupons.",
    ],
  ],
  [
    "How to Keep Your Lawn Green for Less",
    "A healthy lawn is mostly timing. Here is when to mow, water and fertilize, and when to call a pro.",
    [109],
    ["home-garden"],
    [
      "Water deeply and early in the morning, twice a week rather than a little every day.",
      "Mow high: taller grass shades out weeds and holds moisture.",
      "Seasonal contracts with a local lawn service often include the first mow free.",
    ],
  ],
  [
    "Eating Out With Kids: Where Kids Eat Free",
    "Family dinners out can be affordable. Look for kids-eat-free nights and family meal deals.",
    [108],
    ["food-beverage", "kids-baby"],
    [
      "Many restaurants offer a free kids' meal with each adult entrée on certain nights.",
      "Family meal bundles feed four for about the price of three entrées.",
      "Share appetizers instead of ordering one per person.",
    ],
  ],
  [
    "Save on Pet Care Without Cutting Corners",
    "Vet visits, grooming and food add up. These tips keep your pet healthy and your budget intact.",
    [102, 107],
    ["home-garden"],
    [
      "Keep up with preventive care; it is cheaper than treating illness.",
      "Look for first-visit grooming coupons from local groomers.",
      "Buy pet food in larger bags when it goes on sale, if your pet will finish it in time.",
    ],
  ],
  [
    "Holiday Gifts That Support Local Businesses",
    "Gift cards and experiences from local shops make memorable presents and keep money in your community.",
    [107, 110, 103],
    ["flowers-gifts", "seasonal"],
    [
      "Give experiences: a massage, a cooking class or tickets to a local show.",
      "Local gift shops often run holiday coupons in December.",
      "Pair a restaurant gift card with a coupon for twice the value.",
    ],
  ],
  [
    "How to Find the Best Oil Change Deal",
    "An oil change is the most routine service your car gets. That makes it the easiest one to save on.",
    [101],
    ["automotive"],
    [
      "Check how many miles your oil is rated for; many cars need changes less often than you think.",
      "Compare coupons from quick-lube shops and independent garages near you.",
      "Ask whether the price includes a filter and a fluid top-off.",
    ],
  ],
  [
    "Moving Day Money-Savers",
    "Moving is expensive. Booking smart and packing early can save hundreds.",
    [109],
    ["home-garden"],
    [
      "Plan moving day for mid-month and mid-week, when movers have more openings and lower rates.",
      "Get at least three written estimates from local movers.",
      "Ask movers about free boxes and coupons for packing services.",
    ],
  ],
  [
    "Fitness on a Budget: Gyms, Classes and More",
    "Staying fit does not require a pricey membership. Here is how to find deals on gyms and classes.",
    [102, 110],
    ["sports-recreation"],
    [
      "Try free trial weeks at several gyms before signing a contract.",
      "Class packs are cheaper per class than drop-in prices.",
      "Look for off-peak memberships if you work out during the day.",
    ],
  ],
  [
    "A Guide to Printable Coupons",
    "Printable coupons still save money at local businesses. Here is how to print, store and use them.",
    [100],
    ["groceries"],
    [
      "Print in black and white; most businesses accept it.",
      "Keep printed coupons in an envelope in your car so they are with you when you shop.",
      "Check expiration dates each week and recycle the old ones.",
    ],
  ],
  [
    "How to Save on Dental and Eye Care",
    "Check-ups and glasses are easier to afford with new-patient specials and local coupons.",
    [102],
    ["health-medicine"],
    [
      "New-patient dental specials often include an exam, X-rays and a cleaning for one price.",
      "Ask about cash discounts if you do not have insurance.",
      "Compare frames online and at local optometrists with a coupon.",
    ],
  ],
  [
    "Weekend Getaways Close to Home",
    "A change of scene does not require a plane ticket. Plan a weekend away within driving distance.",
    [110],
    ["travel"],
    [
      "Book hotels for Sunday night of a long weekend; many have lower rates than Friday or Saturday.",
      "Look for third-night-free offers from local inns.",
      "Pack a picnic for the drive and save one restaurant meal.",
    ],
  ],
  [
    "Keeping Your Home Pest-Free for Less",
    "Pests are easier to prevent than to remove. A few habits and a seasonal service go a long way.",
    [104],
    ["home-garden"],
    [
      "Seal cracks and gaps around doors and windows.",
      "Keep firewood and mulch away from the foundation.",
      "Quarterly pest-control plans usually cost less than one-off emergency visits.",
    ],
  ],
  [
    "Coupon Codes 101: Saving When You Shop Online",
    "Coupon codes are free money if you know where to look and how to use them.",
    [],
    ["apparel-accessories", "electronics"],
    [
      "Look for a promo-code box at checkout before you pay, then search for a code.",
      "Sign up for a store's e-mail list; most send a first-order discount.",
      "Combine free-shipping thresholds with a percentage-off code.",
    ],
  ],
  [
    "The Best Time of Year to Buy Everything",
    "Prices follow the calendar. Buy at the right time and save without coupons at all.",
    [107],
    ["electronics", "home-garden", "apparel-accessories"],
    [
      "Buy TVs and electronics in November and around the big game in February.",
      "Buy grills and patio furniture at the end of summer.",
      "Buy winter coats in late January and February.",
    ],
  ],
  [
    "Saving on Wedding Flowers and Catering",
    "Weddings are expensive, but flowers and food are two places where local coupons help.",
    [107, 108],
    ["flowers-gifts"],
    [
      "Choose flowers that are in season locally.",
      "Ask caterers about buffet or family-style service instead of plated dinners.",
      "Book vendors early and ask about off-season dates.",
    ],
  ],
  [
    "How to Save at the Car Wash",
    "A clean car keeps its value. Monthly plans and coupons make it cheaper.",
    [101],
    ["automotive"],
    [
      "Unlimited monthly plans pay off if you wash more than twice a month.",
      "Look for coupons on detailing packages before selling a car.",
      "Wash after it rains, when the roads are clean, so it lasts longer.",
    ],
  ],
  [
    "Budget-Friendly Birthday Parties",
    "Kids' parties can be fun and affordable. Compare party packages and use local coupons.",
    [110, 108],
    ["toys-games", "kids-baby"],
    [
      "Weekday and morning birthday party slots are often discounted.",
      "Ask what a party package includes before comparing prices.",
      "Use pizza and bakery coupons for food and cake.",
    ],
  ],
  [
    "How to Save on Haircuts and Color",
    "A great haircut does not have to be expensive. Here is how to save between appointments.",
    [103],
    ["beauty-personal-care"],
    [
      "Ask about first-visit discounts for color services.",
      "Book with a newer stylist at the same salon for a lower rate.",
      "Barber shops often run weekday specials on haircuts and beard trims.",
    ],
  ],
  [
    "Game Day Hosting on a Budget",
    "Hosting the big game? Feed the crowd for less with a plan and local coupons.",
    [108],
    ["sports-recreation", "food-beverage"],
    [
      "Order wings and pizza in bulk; party platters cost less per person.",
      "Ask guests to bring a side or a drink.",
      "Order ahead of game day to avoid rush delivery fees.",
    ],
  ],
  [
    "Cutting Your Energy Bill at Home",
    "Small changes and a few upgrades can cut heating and cooling costs for years.",
    [104],
    ["home-garden"],
    [
      "Change HVAC filters every one to three months; a clogged filter makes the system burn more energy.",
      "Install a programmable thermostat and set it back at night to trim the monthly bill.",
      "Local HVAC companies often discount tune-ups in spring and fall.",
    ],
  ],
  [
    "How Valuvo Picks the Coupons in Your Envelope",
    "Ever wonder why a coupon lands in your mailbox? Here is how local businesses and Valuvo choose the offers.",
    [100],
    [],
    [
      "Each envelope is planned for a neighbourhood, so the businesses in it are close to you.",
      "Local franchise owners work with businesses to design offers shoppers use.",
      "Offers that get used come back; those that do not are replaced.",
    ],
  ],
];

const ARTICLE_CLOSERS = [
  "Find more ways to save near you on valuvo.com, where every local coupon is free to print or show on your phone.",
  "Have a money-saving tip of your own? Share it with the Valuvo team on social media.",
  "Check the coupons on valuvo.com before your next errand; a minute of searching often pays for itself.",
];

const FEATURED_CITIES: ReadonlyArray<readonly [city: string, state: string, categoryId: number]> = [
  ["Saint Petersburg", "FL", 108],
  ["Tampa", "FL", 103],
  ["Orlando", "FL", 110],
  ["New York", "NY", 108],
  ["Chicago", "IL", 101],
  ["Dallas", "TX", 109],
  ["Los Angeles", "CA", 103],
  ["Phoenix", "AZ", 108],
  ["Denver", "CO", 107],
  ["Atlanta", "GA", 102],
];

const FEATURED_PROMOTIONS: ReadonlyArray<{
  slug: string;
  title: string;
  summary: string;
  paragraphs: readonly string[];
  links: ReadonlyArray<readonly [string, string]>;
  localCategoryIds: readonly number[];
  couponCodeCategories: readonly string[];
}> = [
  {
    slug: "pizza-night",
    title: "Save Big on Pizza Night",
    summary: "Pizza coupons from local pizzerias and promo codes for delivery, all in one place.",
    paragraphs: [
      "Make every Friday pizza night without paying full price. Local pizzerias near you have large-pizza specials, family bundles and free-delivery coupons.",
      "Prefer to order online? Coupon codes from national chains and delivery apps are here too.",
    ],
    links: [
      ["Pizza coupons near you", "/pizza"],
      ["Food and beverage coupon codes", "/coupon-codes/browse/food-beverage"],
      ["All local restaurant coupons", "/local"],
    ],
    localCategoryIds: [108],
    couponCodeCategories: ["food-beverage"],
  },
  {
    slug: "game-day",
    title: "Game Day Deals",
    summary: "Wings, subs and party platters for the big game, from restaurants near you.",
    paragraphs: [
      "Hosting the game this weekend? Feed the crowd for less with coupons for wings, subs, pizza and party platters from local restaurants.",
      "Need a bigger screen? Check the electronics coupon codes before kickoff.",
    ],
    links: [
      ["Game day coupons", "/football"],
      ["Sports and recreation coupon codes", "/coupon-codes/browse/sports-recreation"],
      ["Electronics coupon codes", "/coupon-codes/browse/electronics"],
    ],
    localCategoryIds: [108],
    couponCodeCategories: ["sports-recreation", "electronics"],
  },
  {
    slug: "home-refresh",
    title: "Fix Up Your Home for Less",
    summary: "Coupons from local plumbers, roofers, painters and cleaners, plus home and garden promo codes.",
    paragraphs: [
      "Spring cleaning, a new coat of paint or the repair you have been putting off: local pros near you offer coupons on all of it.",
      "For tools, décor and garden supplies, use the home and garden coupon codes.",
    ],
    links: [
      ["Home improvement coupons", "/home-improvement"],
      ["Home and garden coupon codes", "/coupon-codes/browse/home-garden"],
    ],
    localCategoryIds: [104, 109],
    couponCodeCategories: ["home-garden"],
  },
  {
    slug: "family-fun",
    title: "Family Fun for Less",
    summary: "Save on LEGOLAND, SEA LIFE and family entertainment near you.",
    paragraphs: [
      "School's out and the kids are bored? Save on tickets to LEGOLAND, LEGOLAND Discovery Center and SEA LIFE Aquarium, and on bowling, mini golf and trampoline parks near you.",
    ],
    links: [
      ["LEGOLAND", "/legoland"],
      ["LEGOLAND Discovery Center", "/legoland-discovery-center"],
      ["SEA LIFE Aquarium", "/sea-life-aquarium"],
      ["Toys and games coupon codes", "/coupon-codes/browse/toys-games"],
    ],
    localCategoryIds: [110],
    couponCodeCategories: ["toys-games", "kids-baby"],
  },
  {
    slug: "holiday-gift-guide",
    title: "The Valuvo Holiday Gift Guide",
    summary: "Gift ideas for everyone on your list, from local shops and online stores, with coupons for each.",
    paragraphs: [
      "Give something local this year: spa days, dinners out and tickets to a show make gifts people remember.",
      "For everything else, our coupon codes cover flowers, toys, electronics and more.",
    ],
    links: [
      ["Holiday savings", "/holiday"],
      ["Flowers and gifts", "/flowers"],
      ["Flowers and gifts coupon codes", "/coupon-codes/browse/flowers-gifts"],
    ],
    localCategoryIds: [107, 103, 110],
    couponCodeCategories: ["flowers-gifts", "seasonal"],
  },
  {
    slug: "car-care",
    title: "Car Care Month",
    summary: "Oil changes, tires, brakes and detailing for less at auto shops near you.",
    paragraphs: [
      "Get your car ready for the road trip season. Local auto shops have coupons on oil changes, tire rotations, brake inspections and detailing.",
    ],
    links: [
      ["Automotive coupon codes", "/coupon-codes/browse/automotive"],
      ["Local coupons", "/local"],
    ],
    localCategoryIds: [101],
    couponCodeCategories: ["automotive"],
  },
  {
    slug: "own-a-franchise",
    title: "Own a Valuvo Franchise",
    summary: "Help local businesses grow in your community as a Valuvo franchise owner.",
    paragraphs: [
      "Valuvo franchise owners are local marketing experts who help restaurants, salons, auto shops and home-service pros reach the households around them.",
      "Learn what it takes to own a territory and how Valuvo supports you from day one.",
    ],
    links: [
      ["Franchise opportunities", "/franchise-opportunities"],
      ["Advertise with Valuvo", "/advertise"],
    ],
    localCategoryIds: [],
    couponCodeCategories: [],
  },
];

export interface EditorialSeed {
  items: ExtendedContentSeed[];
}

const folder = (id: string, title: string, summary: string, referenceDate: Date): ExtendedContentSeed => ({
  id,
  parentId: null,
  type: "folder",
  slug: id,
  title,
  summary,
  publishedAt: `${isoDate(addDays(referenceDate, -900))}T14:00:00.000Z`,
  imageURL: null,
  externalURL: null,
});

function storeCity(addressLine3: string): { city: string; state: string } | null {
  const match = /^(.+), ([A-Z]{2}) \d{5}$/.exec(addressLine3);
  return match ? { city: match[1] as string, state: match[2] as string } : null;
}

/** Blog articles, featured coupons (real businesses, stores and offers of the seed) and featured promotions. */
export function buildEditorial(
  rng: Rng,
  media: MediaSink,
  referenceDate: Date,
  businesses: readonly BusinessSeed[],
  fullName: () => string,
): EditorialSeed {
  const items: ExtendedContentSeed[] = [
    folder("blog", "Blog", "Savings tips and local guides.", referenceDate),
    folder("featured-coupons", "Featured Coupons", "Local coupons our editors picked.", referenceDate),
    folder(
      "featured-promotions",
      "Featured Promotions",
      "Landing pages of billboards and specialty links.",
      referenceDate,
    ),
  ];
  const authors = Array.from({ length: 6 }, () => fullName());
  const ids = new Set<string>();
  ARTICLES.forEach(([title, summary, localCategoryIds, couponCodeCategories, tips], index) => {
    const id = slugify(title);
    if (ids.has(id)) throw new Error(`seed: duplicate blog id ${id}`);
    ids.add(id);
    const publishedDaysAgo = index * 9 + rng.int(1, 6);
    const published = addDays(referenceDate, -publishedDaysAgo);
    const modified = addDays(published, Math.min(publishedDaysAgo - 1, rng.int(0, 20)));
    items.push({
      id,
      parentId: "blog",
      type: "blog-article",
      slug: id,
      title,
      summary,
      publishedAt: `${isoDate(published)}T13:00:00.000Z`,
      body: [summary, ...tips, rng.pick(ARTICLE_CLOSERS)].join("\n\n"),
      imageURL: media.add(`blog-${index + 1}`, "banner", title, rng),
      externalURL: null,
      properties: {},
      article: {
        modifiedAt: `${isoDate(modified)}T16:00:00.000Z`,
        author: { name: rng.pick(authors) },
        localCategoryIds: [...localCategoryIds],
        couponCodeCategories: [...couponCodeCategories],
      },
    });
  });

  FEATURED_CITIES.forEach(([cityName, state, categoryId], index) => {
    const business = businesses.find(
      (b) =>
        b.homeCity === cityName &&
        b.homeState === state &&
        b.categoryId === categoryId &&
        b.service === null &&
        b.offers.length > 0,
    );
    const store = business?.locations[0];
    const offer = business?.offers[0];
    const place = store ? storeCity(store.addressLine3) : null;
    if (!business || !store || !offer || !place)
      throw new Error(`seed: no featured coupon business in ${cityName}, ${state}`);
    const name = decodeHtmlEntities(business.name);
    const slug = slugify(`${name} ${place.city} ${place.state}`);
    items.push({
      id: `featured-coupon-${slug}`,
      parentId: "featured-coupons",
      type: "featured-coupon",
      slug,
      title: `${offer.title} at ${name}`,
      summary: business.description,
      publishedAt: `${isoDate(addDays(referenceDate, -(index * 3 + 1)))}T12:00:00.000Z`,
      imageURL: business.logoURL,
      externalURL: null,
      properties: {},
      featuredCoupon: {
        businessProfileId: business.id,
        storeId: store.id,
        offerId: offer.offerId,
        businessName: name,
        city: place.city,
        state: place.state,
      },
    });
  });

  FEATURED_PROMOTIONS.forEach((promotion, index) => {
    items.push({
      id: `featured-promotion-${promotion.slug}`,
      parentId: "featured-promotions",
      type: "featured-promotion",
      slug: promotion.slug,
      title: promotion.title,
      summary: promotion.summary,
      publishedAt: `${isoDate(addDays(referenceDate, -(index * 5 + 2)))}T12:00:00.000Z`,
      body: promotion.paragraphs.join("\n\n"),
      imageURL: media.add(
        `featured-promotion-${promotion.slug}`,
        "banner",
        promotion.title,
        rng,
        promotion.title.split(" ").slice(0, 2).join(" "),
      ),
      externalURL: null,
      properties: {},
      featuredPromotion: {
        links: promotion.links.map(([label, href]) => ({ label, href })),
        localCategoryIds: [...promotion.localCategoryIds],
        couponCodeCategories: [...promotion.couponCodeCategories],
      },
    });
  });
  return { items };
}

/** The featured-promotion slugs the billboards link to (`/featured-promotion/{slug}`). */
export const FEATURED_PROMOTION_SLUGS: readonly string[] = FEATURED_PROMOTIONS.map((promotion) => promotion.slug);
