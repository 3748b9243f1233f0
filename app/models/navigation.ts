import { specialtyIconNamed, type SpecialtyIconName } from "./icons";

/** The site's fixed navigation of SPEC §2, as data so header, footer, drawer and tests share one list. */

export type NavLink = {
  readonly to: string;
  readonly label: string;
  readonly note?: string;
  readonly external?: boolean;
  /** An icon shown before the label (the store names specialty links' icons). */
  readonly icon?: SpecialtyIconName;
};

/**
 * SPEC §2 "Special Offers pages": the nine pages the menu always lists, whatever the content repository answers (a
 * content-store outage must not empty the menu). The repository's own menu label replaces the fixed one when it
 * names one, so editors still word the entries.
 */
export const FIXED_SPECIAL_OFFERS: readonly NavLink[] = [
  { to: "/legoland", label: "LEGOLAND" },
  { to: "/madame-tussauds", label: "Madame Tussauds" },
  { to: "/sea-life-aquarium", label: "SEA LIFE Aquarium" },
  { to: "/lego-discovery-center", label: "LEGO Discovery Center" },
  { to: "/legoland-discovery-center", label: "LEGOLAND Discovery Center" },
  { to: "/home-improvement", label: "Home Improvement" },
  { to: "/pizza", label: "Pizza" },
  { to: "/tacos", label: "Tacos" },
  { to: "/football", label: "Game Day Deals" },
];

/**
 * The header's Special Offers menu and the home page's block (SPEC §2): the nine fixed pages, then the other active
 * campaigns of the content repository (read from the same entries as their pages, so a link exists only where a
 * page does), then the store's specialty links. Each page is listed once. A store link to a page already listed
 * takes that entry's place with the store's own text, icon and new-window flag (SPEC §2: each store link has
 * linkUrl, text, icon, newWindow), since the store is where that link was worded.
 */
export function specialOffersLinks(campaignLinks: readonly NavLink[], specialtyLinks: readonly NavLink[]): NavLink[] {
  const labelOf = new Map(campaignLinks.map((link) => [link.to, link.label]));
  const fixedPaths = new Set(FIXED_SPECIAL_OFFERS.map((link) => link.to));
  const listed: NavLink[] = [
    ...FIXED_SPECIAL_OFFERS.map((link) => ({ ...link, label: labelOf.get(link.to) ?? link.label })),
    ...campaignLinks.filter((link) => !fixedPaths.has(link.to)),
  ];
  const at = new Map(listed.map((link, index) => [link.to, index]));
  const added: NavLink[] = [];
  for (const link of specialtyLinks) {
    const index = at.get(link.to);
    if (index === undefined) {
      at.set(link.to, -1);
      added.push(link);
    } else if (index >= 0) {
      listed[index] = link;
      // A second store link to the same page does not replace the first.
      at.set(link.to, -1);
    }
  }
  return [...listed, ...added];
}

export const HEADER_LINKS = {
  coupons: { to: "/local", label: "Local Coupons" },
  deals: { to: "/deals", label: "Deals" },
  couponCodes: { to: "/coupon-codes", label: "Coupon Codes" },
  grocery: { to: "/grocery-coupons", label: "Grocery Coupons" },
  careers: { to: "/advertise/careers", label: "Careers" },
  advertise: { to: "/advertise", label: "Advertise With Us" },
  myCoupons: { to: "/my-coupons", label: "My Coupons" },
} as const satisfies Record<string, NavLink>;

export const FOOTER_LINKS: readonly NavLink[] = [
  { to: "/advertise", label: "Advertise With Us" },
  { to: "/about-valuvo", label: "About Valuvo" },
  { to: "/advertise/careers", label: "Careers" },
  { to: "/franchise-opportunities", label: "Franchise Opportunities" },
  { to: "/newsroom", label: "Newsroom" },
  { to: "/community-service", label: "Community Service" },
  { to: "/mobile-apps", label: "Mobile Apps" },
  { to: "/copyright", label: "Copyright" },
  { to: "/terms-of-use", label: "Terms of Use" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/sustainability", label: "Sustainability" },
  { to: "/request-envelope", label: "Request Envelope" },
  { to: "/remove-address", label: "Remove Address" },
  { to: "/cpa/california", label: "Do Not Sell My Info", note: "California residents only" },
  // Issue 9: the site's own directories, so crawlers and visitors reach them from every page.
  { to: "/browse", label: "Browse All Coupons" },
  { to: "/services", label: "Services" },
  { to: "/coupons/deals", label: "Clipp Deals Directory" },
  { to: "/blog", label: "Blog" },
  // Decision 007: the city directory, so every local page is reachable by links without a location.
  { to: "/local/cities", label: "Coupons by City" },
  // Issue 27: the business directory, so every business page is three clicks from `/`.
  { to: "/local/businesses", label: "Businesses by State" },
];

export const SOCIAL_LINKS: readonly NavLink[] = [
  { to: "https://www.facebook.com/valuvo", label: "Valuvo on Facebook", external: true },
  { to: "https://x.com/valuvo", label: "Valuvo on X", external: true },
  { to: "https://www.instagram.com/valuvo", label: "Valuvo on Instagram", external: true },
];

export const SEARCH_PLACEHOLDER = "Pizza, Oil Change, Haircut...";
/**
 * Longer than any search worth running; the search page cuts the rest before anything is asked. The header's box
 * takes no more, so even a term of 4-byte characters (12 bytes a pair, percent-encoded) stays far inside the query
 * the edge lets in (server/request-target.mjs): a long search without JavaScript never meets a refusal.
 */
export const MAX_SEARCH_TERM_LENGTH = 100;
export const MIN_SEARCH_LENGTH = 3;

export const CAREERS_NAV: readonly NavLink[] = [
  { to: "/advertise/careers", label: "Overview" },
  { to: "/careers/search", label: "Search Openings" },
  { to: "/careers/why-valuvo", label: "Why Valuvo" },
  { to: "/careers/our-teams", label: "Our Teams" },
];

/**
 * The trail of a page under `/careers/`: the careers overview, then the page. Built from the path alone it would name
 * `/careers`, which only redirects to the overview (a crawler would meet a 301 in the BreadcrumbList).
 */
export function careersTrail(path: string): { label: string; to: string }[] {
  const page = CAREERS_NAV.find((link) => link.to === path);
  return [
    { label: HEADER_LINKS.careers.label, to: HEADER_LINKS.careers.to },
    ...(page ? [{ label: page.label, to: page.to }] : []),
  ];
}

export const NEWSROOM_NAV: readonly NavLink[] = [
  { to: "/newsroom/press-releases", label: "Press Releases" },
  { to: "/newsroom/media-coverage", label: "Media Coverage" },
  { to: "/newsroom/leadership", label: "Executive Leaders" },
  { to: "/newsroom/valuvo-logos", label: "Logos" },
  { to: "https://www.youtube.com/@valuvo", label: "Videos", external: true },
];

export const FRANCHISE_PHONE = { display: "1-800-555-0142", tel: "+18005550142" } as const;

/**
 * A store-loaded link (SPEC §2 "Special Offers": linkUrl, text, icon, newWindow) as the menu may show it: a site
 * path, or an https address; anything else is dropped rather than rendered.
 */
export function specialtyNavLink(link: {
  linkUrl: string;
  text: string;
  newWindow: boolean;
  icon?: string;
}): NavLink | null {
  const text = link.text.trim();
  if (text === "" || text.length > 60) return null;
  const icon = specialtyIconNamed(link.icon);
  if (/^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(link.linkUrl))
    return { to: link.linkUrl, label: text, external: link.newWindow, icon };
  try {
    const url = new URL(link.linkUrl);
    return url.protocol === "https:" ? { to: url.toString(), label: text, external: true, icon } : null;
  } catch {
    return null;
  }
}
