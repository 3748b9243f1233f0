import { readCpncode, type CouponOfferData } from "~/models/coupon-code-pages";
import { failed, isTimedOut } from "~/models/result";
import type { MerchantOfferSelection } from "~/models/sdc-coupon";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { getServices } from "~/services/index.server";
import { throwIfCritical } from "~/http/maintenance.server";
import { settle } from "~/pages/settle.server";
import { answerPrivatelyUnlessOpened } from "~/http/answer-notes.server";

/**
 * SPEC §2 "Query parameter cpncode" on the default and promotions shells; asks nothing when the parameter is absent.
 * An id that names no offer (malformed, unknown merchant, offer gone) shows 'We couldn't find the offer for this
 * merchant' in the dialog; any other failure of the merchant's offers is critical (SPEC §4), except a time-out. A page
 * whose id opens no offer is answered privately (`context`, the request's load context; decision 044).
 */
export async function loadCouponOffer(request: Request, context?: unknown): Promise<CouponOfferData | null> {
  const wanted = readCpncode(new URL(request.url).searchParams);
  if (!wanted) return null;
  const selection = wanted.lookup
    ? await settle(getServices().couponCodes.getMerchantOfferSelection(wanted.componentId))
    : failed<MerchantOfferSelection>(UPSTREAM_MESSAGES.merchantOffers, 404);
  answerPrivatelyUnlessOpened(context, wanted.componentId, selection.ok);
  // Decision 030: a merchant's offers that time out (nothing cached) open no dialog, neither "couldn't find" nor
  // the maintenance page.
  if (isTimedOut(selection)) return null;
  if (!selection.ok && selection.status !== 404) throwIfCritical({ merchantOffers: selection });
  return { componentId: wanted.componentId, selection };
}
