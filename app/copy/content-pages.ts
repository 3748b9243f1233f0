import type { AddressRequestKind } from "../models/address-request";
import { POLICIES_UPDATED } from "../models/company-contact";
import type { PageCopy } from "./page-copy";

/** The copy of the careers section's pages of fixed text (the openings are the search page's). */
export const CAREERS_PAGES = {
  "/advertise/careers": {
    title: "Careers at Valuvo",
    description:
      "Join the team that connects shoppers with local businesses: careers in sales, technology, design and operations.",
  },
  "/careers/our-teams": {
    title: "Our Teams",
    description: "Meet the teams at Valuvo: advertising sales, creative, technology, production and customer care.",
  },
  "/careers/why-valuvo": {
    title: "Why Valuvo",
    description: "Why people build their careers at Valuvo: meaningful local impact, growth, and benefits that matter.",
  },
} as const satisfies Record<string, PageCopy>;

/** The copy of the content pages the footer links to (SPEC §2), in the order of their paths. */
export const FOOTER_PAGES = {
  "/about-valuvo": {
    title: "About Valuvo",
    description:
      "Valuvo connects neighbors with the local businesses around them through coupon envelopes by mail, printable coupons online and the Valuvo apps.",
  },
  "/advertise": {
    title: "Advertise With Us",
    description:
      "Bring nearby customers through your door with Valuvo: coupons in our mailed envelope, on valuvo.com and in the Valuvo apps, with a local advertising consultant.",
  },
  "/ccpa": {
    title: "California Privacy Notice",
    updated: POLICIES_UPDATED,
    description:
      "Valuvo's notice for California residents under the CCPA: the categories of personal information we collect, why, whom we disclose it to, and your rights.",
  },
  "/community-service": {
    title: "Community Service",
    description:
      "How Valuvo gives back: volunteer days, space in our envelopes for nonprofits, food drives and support for the neighborhoods we serve.",
  },
  "/copyright": {
    title: "Copyright and Trademarks",
    updated: POLICIES_UPDATED,
    description:
      "Copyright and trademark notice for valuvo.com, what you may do with the coupons and content, and how to report copyright infringement.",
  },
  "/cpa/california": {
    title: "Do Not Sell or Share My Personal Information",
    description:
      "California residents: opt out of the sale or sharing of your personal information by Valuvo, and learn how to exercise your other privacy rights.",
  },
  "/cpa/nevada": {
    title: "Nevada Privacy Rights: Opt Out of Sale",
    description:
      "Nevada residents: direct Valuvo not to sell the covered information we collect about you, in one step and without an account.",
  },
  "/franchise-opportunities": {
    title: "Franchise Opportunities",
    description:
      "Own a Valuvo franchise: help local businesses in your community grow with printed and digital coupon advertising.",
  },
  "/mobile-apps": {
    title: "Mobile Apps",
    heading: "The Valuvo Apps",
    description:
      "Get the free Valuvo app for iPhone and Android: local coupons near you, ready to show at the register, with directions and one-tap calling.",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    updated: POLICIES_UPDATED,
    description:
      "What Valuvo collects when you use valuvo.com and our mailings (your location, recently viewed offers, usage events, mailing addresses), why, and the choices you have.",
  },
  "/remove-address": {
    title: "Remove Your Address",
    heading: "Remove Your Address From Our Mailing List",
    description:
      "Stop receiving the Valuvo coupon envelope: ask us to take your address off our mailing list. Removal takes effect within two mailings.",
  },
  "/request-envelope": {
    title: "Request a Valuvo Envelope",
    description:
      "Get the free Valuvo coupon envelope mailed to your home: printed coupons from restaurants, salons, auto shops and home services near you.",
  },
  "/sustainability": {
    title: "Sustainability",
    description:
      "How Valuvo reduces the environmental footprint of printed coupons: certified paper, soy-based inks, recycled production waste and accurate mailing lists.",
  },
  "/terms-of-use": {
    title: "Terms of Use",
    updated: POLICIES_UPDATED,
    description:
      "The terms that apply when you use valuvo.com and the Valuvo apps: using coupons, coupon codes and partner deals, acceptable use, and our responsibilities.",
  },
} as const satisfies Record<string, PageCopy>;

/**
 * The copy of every page whose text is fixed (SPEC §2 content pages and the careers pages), keyed by path: the
 * title and description of its meta tags, and what its frame shows above the page's own text. A page's route names
 * its entry; the next issue moves this table into the content repository with the other tables of pages.
 */
export const CONTENT_PAGES = { ...CAREERS_PAGES, ...FOOTER_PAGES };

/** The paths of the footer's content pages: pages of fixed text, in the sitemap and cached as such. */
export const FOOTER_PAGE_PATHS = Object.keys(FOOTER_PAGES) as ReadonlyArray<keyof typeof FOOTER_PAGES>;

/** The page of each mailing request: its heading is the page title the request's analytics event reports. */
export const ADDRESS_REQUEST_PAGES = {
  requestEnvelope: CONTENT_PAGES["/request-envelope"],
  removeAddress: CONTENT_PAGES["/remove-address"],
} as const satisfies Record<AddressRequestKind, PageCopy>;
