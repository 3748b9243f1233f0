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
 * The header's Special Offers menu and the home page's block (SPEC §2): the active campaigns of the content
 * repository (read from the same entries as their pages, so a link exists only where a page does), then the
 * store's specialty links. A specialty link to a page a campaign already links is left out, so no page is listed
 * twice.
 */
export function specialOffersLinks(campaignLinks: readonly NavLink[], specialtyLinks: readonly NavLink[]): NavLink[] {
  const seen = new Set(campaignLinks.map((link) => link.to));
  return [...campaignLinks, ...specialtyLinks.filter((link) => !seen.has(link.to) && Boolean(seen.add(link.to)))];
}

export const HEADER_LINKS = {
  coupons: { to: "/local", label: "Local Coupons" },
  deals: { to: "/deals", label: "Deals" },
  couponCodes: { to: "/coupon-codes", label: "Coupon Codes" },
  grocery: { to: "/grocery-coupons", label: "Grocery Coupons" },
  careers: { to: "/advertise/careers", label: "Careers" },
  advertise: { to: "/advertise", label: "Advertise With Us" },
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
export const MIN_SEARCH_LENGTH = 3;

export const CAREERS_NAV: readonly NavLink[] = [
  { to: "/advertise/careers", label: "Overview" },
  { to: "/careers/search", label: "Search Openings" },
  { to: "/careers/why-valuvo", label: "Why Valuvo" },
  { to: "/careers/our-teams", label: "Our Teams" },
];

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
export function specialtyNavLink(link: { linkUrl: string; text: string; newWindow: boolean; icon?: string }): NavLink | null {
  const text = link.text.trim();
  if (text === "" || text.length > 60) return null;
  const icon = specialtyIconNamed(link.icon);
  if (/^\/(?!\/)[A-Za-z0-9\-._~/]*$/.test(link.linkUrl)) return { to: link.linkUrl, label: text, external: link.newWindow, icon };
  try {
    const url = new URL(link.linkUrl);
    return url.protocol === "https:" ? { to: url.toString(), label: text, external: true, icon } : null;
  } catch {
    return null;
  }
}
