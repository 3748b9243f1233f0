// Lists the requirements (SPEC.md) give word for word, written once for the tests that check the site against them
// and apart from the app's own copies, so a change to those cannot pass unnoticed.

/** SPEC §2: the nine fixed pages of the Special Offers menu, in its order. */
export const SPEC_FIXED_SPECIAL_OFFER_PATHS = [
  "/legoland",
  "/madame-tussauds",
  "/sea-life-aquarium",
  "/lego-discovery-center",
  "/legoland-discovery-center",
  "/home-improvement",
  "/pizza",
  "/tacos",
  "/football",
] as const;
