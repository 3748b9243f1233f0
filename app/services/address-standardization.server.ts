import { z } from "zod";
import type { AddressStandardization } from "~/models/address-check";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { UpstreamError, postJsonFor } from "./http.server";

const answerSchema: z.ZodType<AddressStandardization> = z.union([
  z.object({
    found: z.literal(true),
    address: z.object({
      addressLine1: z.string(),
      addressLine2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
  }),
  z.object({ found: z.literal(false) }).transform((): AddressStandardization => ({ found: false })),
]);

/** ADDRESS_STANDARDIZATION (SPEC §7, auth header): free-form US address lines to the USPS form, or not found. */
export function createAddressStandardizationService(ctx: ServiceContext) {
  return {
    /** `lines` as the visitor typed them, e.g. `["123 Main Street", "Apt 4", "Saint Petersburg, FL 33701"]`. */
    standardizeAddress(lines: readonly string[]): Promise<AddressStandardization> {
      const given = lines.map((line) => line.trim()).filter((line) => line !== "");
      if (given.length === 0 || given.length > 4 || given.some((line) => line.length > 120)) {
        return Promise.reject(
          new UpstreamError({
            service: "addressStandardization",
            status: 400,
            message: UPSTREAM_MESSAGES.addressStandardization,
            kind: "invalid-input",
          }),
        );
      }
      return postJsonFor(ctx, {
        service: "addressStandardization",
        message: UPSTREAM_MESSAGES.addressStandardization,
        url: ctx.config.upstream.addressStandardization,
        credential: "auth",
        body: { lines: given },
        schema: answerSchema,
      });
    },
  };
}

export type AddressStandardizationService = ReturnType<typeof createAddressStandardizationService>;
