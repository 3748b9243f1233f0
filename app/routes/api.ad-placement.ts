import { loadAdSlot } from "~/pages/coupon-codes.server";
import { log, messageOf } from "~/services/log.server";
import { jsonResponse } from "~/http/json-response.server";

/**
 * A fresh fill of the coupon-code ad slot, asked for by the slot about 0.9 s after an online-offer dialog opens
 * (SPEC §2 "Query parameter cpncode"). Never an error: a failed placement is only logged and fills nothing.
 */
export async function loader() {
  let merchants: Awaited<ReturnType<typeof loadAdSlot>> = [];
  try {
    merchants = await loadAdSlot();
  } catch (error) {
    log.warn({ error: messageOf(error) }, "ad placement refresh failed");
  }
  return jsonResponse({ merchants }, { headers: { "Cache-Control": "no-store" } });
}
