import { affiliateUrl } from "./outbound-links";

/** SPEC §8: shown in place of an offer's action when the offer lacks what that action needs. */
export const MISSING_METADATA_MESSAGE = "Offer does not have the required metadata to work correctly!";

/**
 * What each offer's action is built from: a coupon code's button opens its affiliate URL (with the component id as
 * reference); a printable local offer's redeem screen needs the offer id and prints the config id, a non-printable
 * one links to the business's website; a partner deal's link is made of its id and url-slug and its business's id
 * and url-slug.
 */
export type OfferActionInput =
  | { kind: "code"; offerURL: string; componentUID: string }
  | { kind: "local"; offerId: string; configId: number | null | undefined; printable: boolean; offerURL: string }
  | { kind: "deal"; id: string; slug: string; business: { id: string; slug: string } };

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === "";

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** The fields an offer's action needs and does not have (empty when the action can work). */
export function missingOfferMetadata(input: OfferActionInput): string[] {
  switch (input.kind) {
    case "code":
      return [
        ...(affiliateUrl(input) === null ? ["offerURL"] : []),
        ...(blank(input.componentUID) ? ["componentUID"] : []),
      ];
    case "local": {
      const missing = blank(input.offerId) ? ["offerId"] : [];
      if (input.printable) {
        // The printed coupon id starts with the config id; a listing without one cannot be redeemed in the store.
        if (
          input.configId === null ||
          input.configId === undefined ||
          !Number.isSafeInteger(input.configId) ||
          input.configId <= 0
        ) {
          missing.push("configId");
        }
      } else if (!isWebUrl(input.offerURL)) {
        missing.push("offerURL");
      }
      return missing;
    }
    case "deal":
      return [
        ...(blank(input.id) ? ["id"] : []),
        ...(blank(input.slug) ? ["slug"] : []),
        ...(blank(input.business.id) ? ["business.id"] : []),
        ...(blank(input.business.slug) ? ["business.slug"] : []),
      ];
  }
}

/** True when the offer's action (Get Code / Activate, Use Coupon / Visit Website, Print this Deal / Shop Now) can work. */
export function offerActionWorks(input: OfferActionInput): boolean {
  return missingOfferMetadata(input).length === 0;
}
