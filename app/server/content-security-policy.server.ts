import { randomBytes } from "node:crypto";
import { getConfig } from "~/services/config.server";

const NONCE_BYTES = 16;
// Random bytes are drawn 256 nonces at a time: one call into the system's generator per call costs more than the
// rest of making a nonce (Node's randomUUID keeps such a pool too). Each nonce takes its own bytes, used once.
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let offset = 0;

/** 128 random bits per response, base64: what CSP Level 3 asks of a nonce. */
export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The documents' Content-Security-Policy (docs/decisions/007-content-security-policy.md). Scripts run only from our
 * origin or with this response's nonce (Remix's inline context and module loader); `<style>` elements need the
 * nonce too (styled-components' server tags, and the one tag it creates in the browser, found through the
 * `csp-nonce` meta); the human-verification script's origin is allowed for that one script. Images may also come from the configured upstream image origins; the browser calls nothing
 * but the site unless CONNECT_ORIGINS says so.
 */
export function contentSecurityPolicy(
  nonce: string,
  origins: { scripts?: string[]; images: string[]; connect: string[] } = getConfig().contentOrigins,
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(origins.scripts ?? [])],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "img-src": ["'self'", ...origins.images],
    "connect-src": ["'self'", ...origins.connect],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}
