// Route discovery (`/__manifest?p=…`) at the cost of a page, whatever the paths. Remix answers it by matching every
// prefix of every `p` against the routes, and each match ranks the whole route table again (~0.3 ms here): 256
// one-segment paths cost ~80 ms, four uncached pages. But the answer depends on a prefix only through what the
// matcher sees of each segment: which static segment of a route it equals (case-insensitively, once decoded), or
// none, or that it is empty. So every path is rewritten to its canonical form, each segment replaced by the route
// literal it equals or by one placeholder, and the batch is handed to Remix as its distinct canonical paths: a
// page's 151 city links are `/local/_`, one path. The answer is the same routes (`manifest-batch.test.ts` compares
// Remix's own answers for generated batches); what is left to match is bounded by MAX_MANIFEST_MATCHED_PREFIXES.
import { REFUSAL_PAGE_POLICY, refusalPage } from "./refusal-page.mjs";
import { ROUTE_DISCOVERY_PATH } from "./request-target.mjs";
import escapeStringRegexp from "escape-string-regexp";

/**
 * The most distinct canonical prefixes one discovery request may ask Remix to match (each ~0.3 ms): a page's own
 * batch has a few dozen at most (its links differ in their slugs, which all read as the placeholder; /browse's, the
 * largest of 120 pages crawled, leaves 37), so past this it is refused with 414, as the guard refuses the batches
 * past its other bounds. 48 cost about one uncached page (scripts/bench-manifest.mjs).
 */
export const MAX_MANIFEST_MATCHED_PREFIXES = 48;

/**
 * What route matching reads of a segment, from the build's routes: the static segments of every route's full path
 * (optional ones included), and a placeholder that is none of them, cannot be empty and decodes to itself. A segment
 * reads as itself when it is one of them, or might be to a route that ignores case (remix.config.js makes every
 * route case-sensitive, so here none does); as the placeholder otherwise.
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string, caseSensitive?: boolean }> }} build
 */
export function routeLiterals(build) {
  const literals = new Set();
  /** As react-router's compilePath matches a static segment of a route that ignores case. */
  const caseless = [];
  for (const route of Object.values(build.routes)) {
    for (const segment of (route.path ?? "").split("/")) {
      const literal = segment.replace(/\?$/, "");
      if (literal === "" || literal === "*" || literal.startsWith(":")) continue;
      literals.add(literal);
      if (!route.caseSensitive) caseless.push(new RegExp(`^${escapeStringRegexp(literal)}$`, "i"));
    }
  }
  const readsAsItself = (text) => literals.has(text) || caseless.some((pattern) => pattern.test(text));
  let placeholder = "_";
  while (readsAsItself(placeholder)) placeholder += "_";
  return { readsAsItself, placeholder };
}

/**
 * The path Remix's matcher reads alike for every prefix, or `p` itself where it cannot be told (a segment that does
 * not decode makes Remix match the whole prefix undecoded).
 * @param {string} p a `p` value as Remix reads it (URLSearchParams)
 * @param {ReturnType<typeof routeLiterals>} shape
 */
export function canonicalManifestPath(p, { readsAsItself, placeholder }) {
  const segments = (p.startsWith("/") ? p : `/${p}`).split("/").slice(1);
  const canonical = [];
  for (const raw of segments) {
    // The matcher reads a prefix as a location: its path ends at the first `?` or `#`.
    const end = raw.search(/[?#]/);
    const segment = end === -1 ? raw : raw.slice(0, end);
    let text;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return p.startsWith("/") ? p : `/${p}`;
    }
    // A segment that reads as itself is written decoded (every spelling of `local` is one path), unless decoding
    // it again would change it.
    if (text === "" || readsAsItself(text)) canonical.push(text.includes("%") ? segment : text);
    else canonical.push(placeholder);
    if (end !== -1) break;
  }
  return `/${canonical.join("/")}`;
}

/** The distinct prefixes Remix matches for these paths (its own reading: every leading run of segments). */
export function prefixesOf(paths) {
  const prefixes = new Set();
  for (const path of paths) {
    const segments = path.split("/").slice(1);
    for (let i = 1; i <= segments.length; i++) prefixes.add(`/${segments.slice(0, i).join("/")}`);
  }
  return prefixes;
}

/**
 * The discovery target Remix is handed for `target`: its canonical paths, distinct and sorted, and its `version`;
 * `null` when that still leaves more than MAX_MANIFEST_MATCHED_PREFIXES prefixes to match.
 * @param {string} target a `/__manifest?…` target
 * @param {ReturnType<typeof routeLiterals>} shape
 */
export function canonicalManifestTarget(target, shape) {
  // Read as Remix reads it: the URL parser's query (it ends at a `#`), then its parameters.
  const query = new URL(target, "http://localhost").searchParams;
  const paths = [...new Set(query.getAll("p").map((p) => canonicalManifestPath(p, shape)))].sort();
  if (prefixesOf(paths).size > MAX_MANIFEST_MATCHED_PREFIXES) return null;
  const canonical = new URLSearchParams(paths.map((p) => ["p", p]));
  const version = query.get("version");
  if (version !== null) canonical.set("version", version);
  return `${ROUTE_DISCOVERY_PATH}?${canonical}`;
}

/**
 * Express middleware, after the request guard (which has bounded the target as sent): a discovery request reaches
 * Remix as its canonical batch, or is refused with 414 (`private, no-store`, the site's small error page).
 * @param {{ routes: Record<string, { id: string, parentId?: string, path?: string }> }} build
 */
export function canonicalManifestBatches(build) {
  const shape = routeLiterals(build);
  return (req, res, next) => {
    const url = req.url ?? "";
    if (!url.startsWith(`${ROUTE_DISCOVERY_PATH}?`)) return next();
    const canonical = canonicalManifestTarget(url, shape);
    if (canonical === null) {
      res
        .status(414)
        .set({ "Cache-Control": "private, no-store", "Content-Security-Policy": REFUSAL_PAGE_POLICY })
        .type("html")
        .send(refusalPage(414));
      return;
    }
    // The Remix adapter builds its request from `originalUrl`.
    req.url = canonical;
    req.originalUrl = canonical;
    next();
  };
}
