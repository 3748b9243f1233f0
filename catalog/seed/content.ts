import type { FranchiseSeed } from "./franchises";
import type { MediaSink } from "./media";
import type { Rng } from "./rng";
import { addDays, isoDate } from "./utc-days";
import { formatLongDate, slugify } from "./text";

export interface ContentSeed {
  id: string;
  parentId: string | null;
  type: "press-release" | "media-coverage" | "leader" | "logo" | "career-opening" | "folder";
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  body?: string;
  imageURL: string | null;
  externalURL: string | null;
  properties?: Record<string, string>;
}

export interface StorageSeed {
  billboards: Map<string, unknown[]>;
  specialtyLinks: unknown[];
}

const CITIES_FOR_NEWS = [
  "Tampa",
  "Saint Petersburg",
  "Orlando",
  "Jacksonville",
  "Dallas",
  "Phoenix",
  "Denver",
  "Charlotte",
  "Atlanta",
  "Columbus",
];

const PRESS_TOPICS: ReadonlyArray<readonly [title: string, lead: string]> = [
  [
    "Valuvo Expands Local Coupon Coverage to {city}",
    "Valuvo today announced that shoppers in {city} can now find printable coupons from hundreds of neighbourhood businesses",
  ],
  [
    "Valuvo Opens New Print and Mail Facility in {city}",
    "Valuvo has opened a new print and mail facility in {city}, adding capacity for millions of coupon envelopes each month",
  ],
  [
    "Valuvo Names {name} Chief Technology Officer",
    "Valuvo announced the appointment of {name} as Chief Technology Officer",
  ],
  [
    "Valuvo Launches Clipp Deals for Corporate Territories",
    "Valuvo's Clipp marketplace deals are now available to shoppers in company-owned territories",
  ],
  [
    "Valuvo Franchise Network Celebrates Record Year",
    "Valuvo franchise owners reported their strongest year yet, with record advertiser renewals across the network",
  ],
  [
    "Valuvo Recognized as a Top Workplace in {city}",
    "Valuvo has been named one of the top places to work in the {city} area",
  ],
  [
    "Valuvo Partners with Local Food Banks for the Holidays",
    "Valuvo and its franchise owners are partnering with local food banks to collect meals for families this holiday season",
  ],
  [
    "Valuvo Reaches 10 Million Monthly Coupon Prints",
    "Shoppers printed more than 10 million Valuvo coupons in a single month for the first time",
  ],
  [
    "Valuvo Introduces Recycled-Paper Envelopes Nationwide",
    "Valuvo's coupon envelopes are now printed on paper with recycled content in every market",
  ],
  [
    "Valuvo Mobile App Adds Recently Viewed Offers",
    "The Valuvo app now keeps a list of recently viewed offers so shoppers can find a deal again in one tap",
  ],
  [
    "Valuvo Awards Community Grants in {city}",
    "Valuvo awarded grants to community organizations in {city} through its annual giving program",
  ],
  [
    "Valuvo Hosts Small Business Summit in {city}",
    "More than 300 local business owners attended Valuvo's small business marketing summit in {city}",
  ],
];

const PARAGRAPHS = [
  "Local businesses rely on Valuvo to reach nearby households with offers that bring customers through the door. Every envelope and every listing on valuvo.com is built around the neighbourhood it serves.",
  '"Our advertisers are the restaurants, salons, auto shops and home-service pros that make a community work," the company said. "Helping them grow is the reason we exist."',
  "Shoppers can browse coupons by location on valuvo.com and in the Valuvo app, print them at home or show them on their phone, and save at businesses they already love.",
  "Valuvo works with a national network of franchise owners who know their markets and meet with local business owners every day.",
  "The company continues to invest in technology that makes local offers easier to find, including faster search, better maps and accessible pages for every shopper.",
  "Valuvo is headquartered in Saint Petersburg, Florida, and employs more than 1,000 people across the United States.",
  "Businesses interested in advertising with Valuvo can learn more at valuvo.com/advertise or by calling their local franchise owner.",
];

const OUTLETS = [
  "Tampa Bay Business Journal",
  "Florida Trend",
  "Retail Dive",
  "Marketing Week",
  "The Coupon Report",
  "Small Business Daily",
  "Franchise Times",
  "Sun Coast Herald",
];
const COVERAGE = [
  "How Valuvo Keeps Direct Mail Relevant in a Digital World",
  "The Franchise Model Behind Valuvo's Growth",
  "Why Local Coupons Are Having a Moment",
  "Inside Valuvo's Print Plant",
  "Valuvo CEO on the Future of Local Advertising",
  "Shoppers Turn to Coupons as Prices Rise",
  "Valuvo Among Fastest-Growing Franchise Brands",
  "A Day with a Valuvo Franchise Owner",
  "Valuvo's Sustainability Push",
  "What Makes a Coupon Work",
];
const LEADER_TITLES = [
  "Chief Executive Officer",
  "President",
  "Chief Financial Officer",
  "Chief Technology Officer",
  "Chief Marketing Officer",
  "Chief People Officer",
  "Senior Vice President, Franchise Operations",
  "General Counsel",
];
const OPENINGS: ReadonlyArray<readonly [title: string, department: string]> = [
  ["Senior Software Engineer", "Technology"],
  ["Front-End Developer", "Technology"],
  ["Data Analyst", "Technology"],
  ["Graphic Designer", "Creative"],
  ["Copywriter", "Creative"],
  ["Advertising Sales Representative", "Sales"],
  ["Sales Manager", "Sales"],
  ["Customer Success Specialist", "Customer Care"],
  ["Press Operator", "Production"],
  ["Bindery Technician", "Production"],
  ["Accountant", "Finance"],
  ["Franchise Business Consultant", "Franchise Operations"],
  ["HR Generalist", "People"],
  ["Digital Marketing Manager", "Marketing"],
];
const OPENING_CITIES = [
  "Saint Petersburg, FL",
  "Largo, FL",
  "Tampa, FL",
  "Remote (US)",
  "Orlando, FL",
  "Jacksonville, FL",
];

function paragraphs(rng: Rng, lead: string, count: number): string {
  return [lead, ...rng.sample(PARAGRAPHS, count - 1)].join("\n\n");
}

export function buildContent(rng: Rng, media: MediaSink, referenceDate: Date, fullName: () => string): ContentSeed[] {
  const items: ContentSeed[] = [];
  const stamp = (daysBefore: number) => `${isoDate(addDays(referenceDate, -daysBefore))}T14:00:00.000Z`;
  const folders: ReadonlyArray<readonly [string, string, string]> = [
    ["press-releases", "Press Releases", "News and announcements from Valuvo."],
    ["media-coverage", "Media Coverage", "Valuvo in the news."],
    ["leadership", "Executive Leaders", "The team leading Valuvo."],
    ["logos", "Logos", "Valuvo logos for press and partners."],
    ["careers", "Careers", "Open positions at Valuvo."],
  ];
  for (const [id, title, summary] of folders) {
    items.push({
      id,
      parentId: null,
      type: "folder",
      slug: id,
      title,
      summary,
      publishedAt: stamp(900),
      imageURL: null,
      externalURL: null,
    });
  }
  const used = new Set<string>();
  PRESS_TOPICS.forEach(([template, leadTemplate], index) => {
    const city = rng.pick(CITIES_FOR_NEWS);
    const name = fullName();
    const title = template.replace("{city}", city).replace("{name}", name);
    const published = addDays(referenceDate, -(index * 23 + rng.int(1, 20)));
    let slug = slugify(title);
    if (used.has(slug)) slug = `${slug}-${index}`;
    used.add(slug);
    const lead = `${city.toUpperCase()} (${formatLongDate(published)}) — ${leadTemplate.replace("{city}", city).replace("{name}", name)}.`;
    items.push({
      id: slug,
      parentId: "press-releases",
      type: "press-release",
      slug,
      title,
      summary: `${leadTemplate.replace("{city}", city).replace("{name}", name)}.`,
      publishedAt: `${isoDate(published)}T13:00:00.000Z`,
      body: paragraphs(rng, lead, rng.int(3, 5)),
      imageURL: media.add(`press-${index + 1}`, "banner", title, rng),
      externalURL: null,
      properties: { city, contact: "press@valuvo.example" },
    });
  });
  COVERAGE.forEach((title, index) => {
    const outlet = rng.pick(OUTLETS);
    const slug = slugify(title);
    items.push({
      id: slug,
      parentId: "media-coverage",
      type: "media-coverage",
      slug,
      title,
      summary: `${outlet} looks at Valuvo and the business of local savings.`,
      publishedAt: stamp(index * 31 + rng.int(2, 25)),
      body: `${outlet} spoke with Valuvo about ${title.toLowerCase()}.\n\nRead the full story on the publisher's site.`,
      imageURL: null,
      externalURL: `https://www.${slugify(outlet)}.example/articles/${slug}`,
      properties: { outlet },
    });
  });
  LEADER_TITLES.forEach((jobTitle, index) => {
    const name = fullName();
    const slug = slugify(name);
    items.push({
      id: `leader-${slug}`,
      parentId: "leadership",
      type: "leader",
      slug,
      title: name,
      summary: jobTitle,
      publishedAt: stamp(700 + index),
      body: `${name} serves as ${jobTitle} of Valuvo.\n\nBefore joining Valuvo, ${name.split(" ")[0]} spent more than fifteen years leading teams in marketing, media and technology companies.`,
      imageURL: media.add(`leader-${index + 1}`, "portrait", name, rng),
      externalURL: null,
      properties: { jobTitle, order: String(index + 1) },
    });
  });
  const logos: ReadonlyArray<readonly [string, string]> = [
    ["Valuvo Logo, Full Color", "full-color"],
    ["Valuvo Logo, White", "white"],
    ["Valuvo Logo, Black", "black"],
    ["Valuvo App Icon", "app-icon"],
  ];
  logos.forEach(([title, variant], index) => {
    items.push({
      id: `logo-${variant}`,
      parentId: "logos",
      type: "logo",
      slug: `logo-${variant}`,
      title,
      summary: `SVG, ${variant === "app-icon" ? "square" : "horizontal"} layout`,
      publishedAt: stamp(600 + index),
      imageURL: media.add(`brand-${variant}`, "banner", "Valuvo", rng, "Valuvo"),
      externalURL: null,
      properties: { format: "SVG", variant },
    });
  });
  OPENINGS.forEach(([title, department], index) => {
    const where = rng.pick(OPENING_CITIES);
    const slug = `${slugify(title)}-${index + 1}`;
    items.push({
      id: `job-${slug}`,
      parentId: "careers",
      type: "career-opening",
      slug,
      title,
      summary: `${department} · ${where}`,
      publishedAt: stamp(rng.int(1, 60)),
      body: `Valuvo is hiring a ${title} to join our ${department} team in ${where}.\n\nYou will work with people across the company to help local businesses grow and shoppers save.\n\nWe offer competitive pay, health benefits, a 401(k) with company match and paid time off.`,
      imageURL: null,
      externalURL: null,
      properties: { department, location: where, employmentType: rng.chance(0.85) ? "Full-time" : "Part-time" },
    });
  });
  return items;
}

const BILLBOARD_TOPICS: ReadonlyArray<readonly [title: string, linkUrl: string]> = [
  // Billboards with a landing page of their own link to it (`/featured-promotion/{slug}`, seed/editorial.ts).
  ["Save Big on Pizza Night", "/featured-promotion/pizza-night"],
  ["Taco Tuesday Every Day", "/tacos"],
  ["Game Day Deals", "/featured-promotion/game-day"],
  ["Fix Up Your Home for Less", "/featured-promotion/home-refresh"],
  ["LEGOLAND Savings", "/legoland"],
  ["Own a Valuvo Franchise", "/featured-promotion/own-a-franchise"],
];

/** Billboards (default and per franchise) and specialty links with active, expired and future date windows. */
export function buildStorage(
  rng: Rng,
  media: MediaSink,
  referenceDate: Date,
  franchises: readonly FranchiseSeed[],
): StorageSeed {
  // Active windows are wide (from 60 days before the reference date to four years after) so a seeded database stays
  // useful for years; expired ones ended before the reference date and future ones start after the active ones end.
  const active = () => ({
    startDate: `${isoDate(addDays(referenceDate, -60))}T00:00:00.000Z`,
    endDate: `${isoDate(addDays(referenceDate, 1461))}T23:59:59.000Z`,
  });
  const expired = () => ({
    startDate: `${isoDate(addDays(referenceDate, -400))}T00:00:00.000Z`,
    endDate: `${isoDate(addDays(referenceDate, -30))}T23:59:59.000Z`,
  });
  const future = () => ({
    startDate: `${isoDate(addDays(referenceDate, 1500))}T00:00:00.000Z`,
    endDate: `${isoDate(addDays(referenceDate, 1900))}T23:59:59.000Z`,
  });
  const windows = [active, active, active, active, expired, future];
  const general = BILLBOARD_TOPICS.map(([title, linkUrl], index) => ({
    id: `bb-default-${index + 1}`,
    title,
    imageURL: media.add(`billboard-${index + 1}`, "banner", title, rng, title),
    linkUrl,
    ...(windows[index] as () => { startDate: string; endDate: string })(),
    franchisePromo: false,
    activatedFranchiseId: null,
  }));
  const billboards = new Map<string, unknown[]>();
  billboards.set("default", general);
  for (const franchise of franchises) {
    const promos: unknown[] = [];
    if (rng.chance(0.5) || [3477, 3167, 3171, 3302].includes(franchise.franchiseId)) {
      const title = `${franchise.name}: New Local Offers Every Week`;
      promos.push({
        id: `bb-${franchise.franchiseId}-1`,
        title,
        imageURL: media.add(`billboard-f${franchise.franchiseId}`, "banner", title, rng, franchise.name),
        linkUrl: "/local",
        ...active(),
        franchisePromo: true,
        activatedFranchiseId: franchise.franchiseId,
      });
      promos.push({
        id: `bb-${franchise.franchiseId}-2`,
        title: `Advertise with ${franchise.name}`,
        imageURL: media.add(`billboard-f${franchise.franchiseId}-2`, "banner", "Advertise", rng, "Advertise"),
        linkUrl: "/advertise",
        ...expired(),
        franchisePromo: true,
        activatedFranchiseId: franchise.franchiseId,
      });
    }
    billboards.set(String(franchise.franchiseId), [...promos, ...general]);
  }
  const linkWindows = [active, active, active, active, expired, future];
  const specialtyLinks = [
    { linkUrl: "/black-friday", text: "Black Friday Deals", icon: "tag", newWindow: false },
    { linkUrl: "/holiday", text: "Holiday Savings", icon: "gift", newWindow: false },
    { linkUrl: "/flowers", text: "Flowers & Gifts", icon: "flower", newWindow: false },
    { linkUrl: "https://www.clipp.example/deals", text: "Clipp Deals", icon: "ticket", newWindow: true },
    { linkUrl: "/petadoption", text: "Pet Adoption Month", icon: "paw", newWindow: false },
    { linkUrl: "/cyber-monday", text: "Cyber Monday", icon: "laptop", newWindow: false },
  ].map((link, index) => ({ ...link, ...(linkWindows[index] as () => { startDate: string; endDate: string })() }));
  return { billboards, specialtyLinks };
}
