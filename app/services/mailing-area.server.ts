import { z } from "zod";
import type { MailingAreaCheck } from "~/models/address-check";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson } from "./http.server";

const answerSchema: z.ZodType<MailingAreaCheck> = z.object({ zip: z.string(), inArea: z.boolean() });

/** MAILING_AREA (SPEC §7, auth header): whether envelopes are mailed to a (standardized) ZIP code. */
export function createMailingAreaService(ctx: ServiceContext) {
  const message = UPSTREAM_MESSAGES.mailingArea;
  return {
    /** An unknown ZIP fails with status 404. */
    checkMailingArea(zip: string): Promise<MailingAreaCheck> {
      const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
      if (five === undefined) {
        return Promise.reject(
          new UpstreamError({ service: "mailingArea", status: 404, message, kind: "invalid-input" }),
        );
      }
      return getJson(ctx, {
        service: "mailingArea",
        message,
        url: `${ctx.config.upstream.mailingArea}/${five}`,
        credential: "auth",
        schema: answerSchema,
      });
    },
  };
}

export type MailingAreaService = ReturnType<typeof createMailingAreaService>;
