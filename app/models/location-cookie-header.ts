import { COOKIE_PATTERN, MENTIONED_PATTERN, NAMED_TWICE_PATTERN } from "./location-cookie-key.mjs";

/**
 * The one reading of the location cookie (docs/decisions/020-one-reading-of-the-location.md). The edge keys its
 * page cache on the location cookie and the site renders the page from it, so both must take the same bytes from
 * the same `Cookie` header. Cookie parsers disagree on the edges of the grammar (nginx matches names in any case and
 * splits on `,`; the `cookie` package skips tabs and takes the first of two), so neither parser is used: the
 * cookie counts only in the one form the site writes and browsers send back, `name=value` at the start of the header
 * or after `; `, its name appearing once in the header in any case. Any other mention of the name makes the header
 * ambiguous: the site then ignores the cookie and answers privately, and the edge neither stores nor serves a cached
 * page for it. The three rules are location-cookie-key.mjs's patterns, which the edge's `$location_cookie` map is
 * rendered from.
 */

const TWICE = new RegExp(NAMED_TWICE_PATTERN, "i");
const CANONICAL = new RegExp(COOKIE_PATTERN);
const MENTIONED = new RegExp(MENTIONED_PATTERN, "i");

export type LocationCookieReading =
  /** No mention of the cookie: the visitor has no location cookie. */
  | { kind: "absent" }
  /** The cookie in the canonical form: `raw` is the value's bytes, as the edge keys them. */
  | { kind: "present"; raw: string }
  /** Named in a form the site does not write: neither the site nor the edge reads it. */
  | { kind: "ambiguous" };

export function readLocationCookieHeader(header: string | null | undefined): LocationCookieReading {
  if (!header || !MENTIONED.test(header)) return { kind: "absent" };
  if (TWICE.test(header)) return { kind: "ambiguous" };
  const match = CANONICAL.exec(header);
  return match ? { kind: "present", raw: match.groups!.geo! } : { kind: "ambiguous" };
}

/** The cookie's value as the site wrote it: percent-encoded JSON (the `cookie` package's encoding); null if it does not decode. */
export function decodeCookieValue(raw: string): string | null {
  // A quoted value is allowed by RFC 6265 and the `cookie` package strips the quotes; keep that reading.
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!unquoted.includes("%")) return unquoted;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return null;
  }
}
