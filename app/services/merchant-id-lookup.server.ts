import type { Merchant } from "~/models/sdc-coupon";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheLong } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson } from "./http.server";
import { merchantSchema } from "./schemas.server";

/** MERCHANT_ID_LOOKUP (SPEC §7): one merchant by id. */
export function createMerchantIdLookupService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.merchantLookup;
  return {
    /** The merchant with this id; an unknown id fails with status 404. */
    lookupMerchant(merchantId: number): Promise<Merchant> {
      if (!Number.isSafeInteger(merchantId) || merchantId <= 0) {
        return Promise.reject(
          new UpstreamError({ service: "merchantIdLookup", status: 404, message, kind: "invalid-input" }),
        );
      }
      return ctx.cache.get(`merchant-id-lookup:${merchantId}`, CacheLong, () =>
        getJson(ctx, {
          service: "merchantIdLookup",
          message,
          url: `${ctx.config.upstream.merchantIdLookup}/${merchantId}`,
          schema: merchantSchema,
        }),
      );
    },
  };
}

export type MerchantIdLookupService = ReturnType<typeof createMerchantIdLookupService>;
