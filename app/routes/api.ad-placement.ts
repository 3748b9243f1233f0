import { data } from "@remix-run/node";
import { loadAdSlot } from "~/pages/coupon-codes.server";

/**
 * A fresh fill of the coupon-code ad slot, asked for by the slot about 0.9 s after an online-offer dialog opens
 * (SPEC §2 "Query parameter cpncode"). Never an error: a failed placement is only logged and fills nothing.
 */
export async function loader() {
  let merchants: Awaited<ReturnType<typeof loadAdSlot>> = [];
  try {
    merchants = await loadAdSlot();
  } catch (error) {
    console.warn(`[ad-placement] refresh failed: ${(error as Error).message}`);
  }
  return data({ merchants }, { headers: { "Cache-Control": "no-store" } });
}
