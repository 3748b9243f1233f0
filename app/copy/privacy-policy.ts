/**
 * The lists of the privacy policy (SPEC §2 content pages) as data: what the site keeps in the visitor's browser,
 * and to whom information goes. Kept beside each other so a new cookie or recipient is one entry here.
 */

/** Cookies and local-storage keys the site sets; `storage` names where a non-cookie entry lives. */
export const BROWSER_STORAGE: ReadonlyArray<{ storage?: string; names: readonly string[]; use: string }> = [
  { names: ["vp_local_geo"], use: "your chosen or estimated location, 180 days." },
  {
    names: ["vp_dns"],
    use: "set only if you opt out of the sale or sharing of personal information, one year; while it is present, no usage events are sent from your browser.",
  },
  {
    names: ["vp_notice"],
    use: `a one-minute cookie that carries a message to the next page, such as "We couldn't find a matching location".`,
  },
  {
    storage: "Local storage",
    names: ["recents", "favs"],
    use: "your recently viewed offers and favorites, on your device only.",
  },
  {
    storage: "Local storage",
    names: ["place"],
    use: "the place you last chose, so the header can still show it when you are offline, on your device only.",
  },
];

/** Who receives information: `who` is set in bold, `rest` follows it as written (it starts with its own separator). */
export const RECIPIENTS: ReadonlyArray<{ who: string; rest: string }> = [
  {
    who: "Service providers",
    rest: " who run our analytics, geolocation, hosting, printing and mailing, under contracts that limit their use of the information to the services they provide to us.",
  },
  {
    who: "Merchants and partners you choose to visit.",
    rest: " When you follow a coupon code or a Clipp deal, the link carries a reference that tells the merchant or partner the visit came from Valuvo. What they collect after that is governed by their own privacy policies.",
  },
  {
    who: "Advertisers",
    rest: " receive totals, such as how many times their coupon was viewed or printed, never information that identifies you.",
  },
  {
    who: "When the law requires it",
    rest: ", or to protect the rights, property or safety of Valuvo, our users or others.",
  },
];
