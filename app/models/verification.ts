/** The human-verification service (SPEC §7): a browser script issues tokens, the server checks them. */

/** The global the verification script defines once loaded. */
export const VERIFICATION_GLOBAL = "valuvoVerify";

/** The form field that carries the token, in every form the verification guards. */
export const VERIFICATION_FIELD = "verificationToken";

/** `used`: the token was checked before; a token is good for one check (issue 35). */
export type VerificationResult =
  { success: true } | { success: false; reason: "missing" | "invalid" | "expired" | "used" };
