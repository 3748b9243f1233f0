import { z } from "zod";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import type { VerificationResult } from "~/models/verification";
import type { ServiceContext } from "./context.server";
import { postJsonFor } from "./http.server";

const resultSchema: z.ZodType<VerificationResult> = z.union([
  z.object({ success: z.literal(true) }).transform((): VerificationResult => ({ success: true })),
  z.object({ success: z.literal(false), reason: z.enum(["missing", "invalid", "expired", "used"]) }),
]);

/** VERIFICATION (auth header): checks a token from the human-verification script. */
export function createVerificationService(ctx: ServiceContext) {
  return {
    /** The browser-facing script URL (the one upstream URL pages may print). */
    scriptUrl: ctx.config.verificationScriptUrl,

    /**
     * Whether the token was issued by the verification script, is still valid and was never checked before (the
     * service accepts each token once); an empty token is not sent.
     */
    async verifyToken(token: string): Promise<VerificationResult> {
      if (token.trim() === "") return { success: false, reason: "missing" };
      return postJsonFor(ctx, {
        service: "verification",
        message: UPSTREAM_MESSAGES.verification,
        url: `${ctx.config.upstream.verification}/verify`,
        credential: "auth",
        body: { token },
        schema: resultSchema,
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
