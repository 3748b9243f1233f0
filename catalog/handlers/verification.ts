import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { VerificationResult } from "../../app/models/verification";
import { type Answer, json } from "../http";

/** How long a token stays valid after the script that carries it was served. */
export const TOKEN_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Size of the used-token table at which expired entries are dropped (each check past it walks the table once). */
const USED_PRUNE_AT = 10_000;

const TOKEN = /^vv1\.(\d{10,13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * The human-verification double (SPEC §7): `GET /verification/script.js` is what a browser loads; it defines
 * `window.valuvoVerify.token()`, resolving to a token signed when the script was served. The site's server (and the
 * contests call) check a token with `verify`, once: a token that was checked fails every later check ("used"), so a
 * page that needs another token loads the script again. Real services work the same way: the browser gets a token from the
 * provider's script, the server asks the provider whether it is genuine.
 */
export function createVerification(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
  /**
   * Tokens already checked, until they would have expired anyway. A token is good for one check, as a real service's
   * is (Turnstile's and hCaptcha's siteverify answer "timeout-or-duplicate" the second time): issue 35 entered one
   * contest 25 times with one token. Only genuine tokens get here, and each leaves once expired, so the table holds
   * at most the tokens used in one lifetime.
   */
  const used = new Map<string, number>();
  const forgetExpired = (at: number) => {
    for (const [nonce, expires] of used) if (expires < at) used.delete(nonce);
  };

  function issue(): string {
    const payload = `vv1.${now()}.${randomBytes(16).toString("hex")}`;
    return `${payload}.${sign(payload)}`;
  }

  function check(token: unknown): VerificationResult {
    if (typeof token !== "string" || token.trim() === "") return { success: false, reason: "missing" };
    const match = TOKEN.exec(token);
    if (!match) return { success: false, reason: "invalid" };
    const payload = token.slice(0, token.lastIndexOf("."));
    const given = Buffer.from(match[3] as string);
    const expected = Buffer.from(sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { success: false, reason: "invalid" };
    const at = now();
    const issued = Number(match[1]);
    const age = at - issued;
    if (!(age >= 0 && age <= TOKEN_LIFETIME_MS)) return { success: false, reason: "expired" };
    const nonce = match[2] as string;
    if (used.has(nonce)) return { success: false, reason: "used" };
    if (used.size >= USED_PRUNE_AT) forgetExpired(at);
    used.set(nonce, issued + TOKEN_LIFETIME_MS);
    return { success: true };
  }

  function script(): Answer {
    // The token is a JSON string literal, so nothing in it can end the script early.
    const raw = `(function () {
  "use strict";
  var token = ${JSON.stringify(issue())};
  window.valuvoVerify = {
    token: function () {
      return Promise.resolve(token);
    }
  };
  document.dispatchEvent(new CustomEvent("valuvo-verify-ready"));
})();
`;
    return {
      status: 200,
      raw,
      contentType: "text/javascript; charset=utf-8",
      headers: {
        // Each load carries a fresh token; the script is loaded cross-origin by the site's pages.
        "Cache-Control": "no-store",
        "Access-Control-Allow-Origin": "*",
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
    };
  }

  function verify(body: unknown): Answer {
    const token = typeof body === "object" && body !== null ? (body as Record<string, unknown>).token : undefined;
    return json(check(token));
  }

  return { issue, check, script, verify };
}

export type Verification = ReturnType<typeof createVerification>;
