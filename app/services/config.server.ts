import { z } from "zod";

/**
 * The environment, validated once. Everything here is server-only: credentials and upstream hosts never reach
 * the browser, which needs no configuration at all (its public subset is empty).
 */

export const UPSTREAM_SERVICES = {
  validate: { env: "UPSTREAM_VALIDATE_URL", path: "/location/validate/" },
  search: { env: "UPSTREAM_SEARCH_URL", path: "/location/search" },
  searchFeed: { env: "UPSTREAM_SEARCH_FEED_URL", path: "/search-feed" },
  searchFeedSdc: { env: "UPSTREAM_SEARCH_FEED_SDC_URL", path: "/search-feed-sdc" },
  couponFeed: { env: "UPSTREAM_COUPON_FEED_URL", path: "/coupon-feed" },
  dealsOffers: { env: "UPSTREAM_DEALS_OFFERS_URL", path: "/deals/offers" },
  businessProfile: { env: "UPSTREAM_BUSINESS_PROFILE_URL", path: "/business-profile/" },
  franchiseInfo: { env: "UPSTREAM_FRANCHISE_INFO_URL", path: "/franchise-info/" },
  sdcTopOffers: { env: "UPSTREAM_SDC_TOP_OFFERS_URL", path: "/sdc/top-offers" },
  sdcMerchantsOffers: { env: "UPSTREAM_SDC_MERCHANTS_OFFERS_URL", path: "/sdc/merchants" },
  sdcCategoryOffers: { env: "UPSTREAM_SDC_CATEGORY_OFFERS_URL", path: "/sdc/category-offers" },
  sdcMerchantPlacement: { env: "UPSTREAM_SDC_MERCHANT_PLACEMENT_URL", path: "/sdc/merchant-placement" },
  sdcFeaturedMerchants: { env: "UPSTREAM_SDC_FEATURED_MERCHANTS_URL", path: "/sdc/featured-merchants" },
  merchantListByCategory: { env: "UPSTREAM_MERCHANT_LIST_BY_CATEGORY_URL", path: "/sdc/merchants-by-category" },
  newsroom: { env: "UPSTREAM_NEWSROOM_URL", path: "/content" },
  storage: { env: "UPSTREAM_STORAGE_URL", path: "/storage" },
  ipGeolocation: { env: "UPSTREAM_IP_GEOLOCATION_URL", path: "/geoip" },
  analytics: { env: "UPSTREAM_ANALYTICS_URL", path: "" },
  contests: { env: "UPSTREAM_CONTESTS_URL", path: "/contests" },
  verification: { env: "UPSTREAM_VERIFICATION_URL", path: "/verification" },
  merchantIdLookup: { env: "UPSTREAM_MERCHANT_ID_LOOKUP_URL", path: "/sdc/merchant-lookup" },
  merchantSlugSearch: { env: "UPSTREAM_MERCHANT_SLUG_SEARCH_URL", path: "/sdc/merchant-slug-search" },
  addressStandardization: { env: "UPSTREAM_ADDRESS_STANDARDIZATION_URL", path: "/address/standardize" },
  mailingArea: { env: "UPSTREAM_MAILING_AREA_URL", path: "/address/mailing-area" },
  dealsDirectory: { env: "UPSTREAM_DEALS_DIRECTORY_URL", path: "/deals/directory" },
} as const;

export type UpstreamService = keyof typeof UPSTREAM_SERVICES;

const url = z.url({ protocol: /^https?$/ });

/** The embedded catalog's credentials: public in this repository, so never good for a real upstream. */
const DEVELOPMENT_CREDENTIALS = {
  UPSTREAM_BEARER_TOKEN: "valuvo-dev-bearer",
  UPSTREAM_AUTH_TOKEN: "valuvo-dev-auth",
  UPSTREAM_NEWSROOM_PASSWORD: "valuvo-dev-newsroom",
} as const;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CATALOG_PORT: z.coerce.number().int().min(1).max(65535).default(4010),
  UPSTREAM_BASE_URL: url.optional(),
  ...Object.fromEntries(Object.values(UPSTREAM_SERVICES).map((s) => [s.env, url.optional()])),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** SPEC §9 fixes 5 s for the newsroom, billboards and specialty links; tests shorten it to wait less. */
  UPSTREAM_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * How long a page waits for optional data before it goes on without it (DESIGN §6): the store's links, billboards,
   * the list of covered cities beside a place, a typed place's candidates, the deals check of the header.
   */
  OPTIONAL_DATA_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(400),
  /** How long a search that found nothing waits for the nearest city where its words match. */
  SEARCH_ELSEWHERE_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(1200),
  /** How long a page without a place waits for the national link lists (every state's businesses and cities). */
  LINK_LISTS_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(2500),
  UPSTREAM_BEARER_TOKEN: z.string().min(1).default(DEVELOPMENT_CREDENTIALS.UPSTREAM_BEARER_TOKEN),
  UPSTREAM_AUTH_TOKEN: z.string().min(1).default(DEVELOPMENT_CREDENTIALS.UPSTREAM_AUTH_TOKEN),
  UPSTREAM_NEWSROOM_USER: z.string().min(1).default("valuvo"),
  UPSTREAM_NEWSROOM_PASSWORD: z.string().min(1).default(DEVELOPMENT_CREDENTIALS.UPSTREAM_NEWSROOM_PASSWORD),
  /**
   * Public origin of the site, for canonical URLs, share links and sitemaps (decision 009). Never taken from the
   * request: a `Host` header is whatever the client sent. Defaults to `http://localhost:$PORT` for local runs.
   */
  SITE_URL: url
    .refine((value) => {
      const parsed = new URL(value);
      return (
        parsed.pathname.replace(/\/+$/, "") === "" &&
        parsed.search === "" &&
        parsed.hash === "" &&
        parsed.username === "" &&
        parsed.password === ""
      );
    }, "must be an origin only (scheme, host and port), e.g. https://www.valuvo.com")
    .optional(),
  /** Bytes the in-process upstream cache may hold (DESIGN §6: bounded by size); 1 turns it off, e.g. for fault tests. */
  CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(8 * 1024 ** 3)
    .default(96 * 1024 * 1024),
  /** Upper bound on every page's `s-maxage` in seconds (staging, tests that watch pages expire at the edge). */
  CACHE_S_MAXAGE_CAP: z.coerce.number().int().min(1).max(31_536_000).optional(),
  /** The catalog's origin as browsers reach it (the default host of the verification script). */
  CATALOG_PUBLIC_URL: url.optional(),
  /** The human-verification script; this URL is sent to browsers, so it may not carry credentials. */
  VERIFICATION_SCRIPT_URL: url
    .refine((value) => {
      const parsed = new URL(value);
      return parsed.username === "" && parsed.password === "";
    }, "must not contain a user name or password: it is sent to browsers")
    .optional(),
  /**
   * Analytics beacons one network address may send a minute before the relay answers 429 (defence in depth behind the
   * edge's own limit, the same number). Carrier NAT puts hundreds of phones behind one address, each sending a few a
   * page view: the default is what 300 of them send, with room (docs/decisions/044).
   */
  ANALYTICS_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  /** Origins pages may load images from (Content-Security-Policy `img-src`), separated by spaces or commas. */
  IMAGE_ORIGINS: z.string().optional(),
  /** Origins the browser may call besides the site itself (`connect-src`); none by default. */
  CONNECT_ORIGINS: z.string().optional(),
  /** Set by Remix's dev server under `npm run dev`: where a development page's live reload connects. */
  REMIX_DEV_ORIGIN: url.optional(),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  upstream: Record<UpstreamService, string>;
  timeoutMs: number;
  /** Time-out of the newsroom's, billboards' and specialty links' calls (SPEC §9: 5 s), whatever `timeoutMs` says. */
  contentTimeoutMs: number;
  /** How long pages wait for data they can go without (app/pages/time-budget.server.ts). */
  budgets: { optionalDataMs: number; searchElsewhereMs: number; linkListsMs: number };
  credentials: { bearer: string; auth: string; newsroomUser: string; newsroomPassword: string };
  /** The public origin (no trailing slash): `SITE_URL`, else `http://localhost:$PORT`. */
  siteUrl: string;
  /** `CACHE_S_MAXAGE_CAP`, or null: the lifetimes of `app/models/cache-policy.ts` as they are. */
  sMaxageCap: number | null;
  /**
   * The in-process upstream cache's byte budget: `CACHE_MAX_BYTES`, for the instance (one process).
   */
  cacheMaxBytes: number;
  /** Browser-facing: the only upstream URL a page may put in its HTML. */
  verificationScriptUrl: string;
  /** Other origins the pages' Content-Security-Policy allows, by kind of fetch. */
  contentOrigins: { scripts: string[]; images: string[]; connect: string[] };
  /** `ANALYTICS_BEACONS_PER_MINUTE`: the relay's limit per network address. */
  beaconsPerMinute: number;
};

/**
 * A list of origins from the environment: each entry must be an http(s) URL and is reduced to its origin, so a
 * path or a stray quote can never widen or break the policy.
 */
export function parseOriginList(value: string | undefined, name: string): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let parsed: URL;
      try {
        parsed = new URL(entry);
      } catch {
        throw new Error(`Invalid environment:\n  ${name}: "${entry}" is not a URL`);
      }
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
        throw new Error(`Invalid environment:\n  ${name}: "${entry}" is not an http(s) origin`);
      }
      return parsed.origin;
    });
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset": that is how most process managers pass a blank variable.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = result.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  const base = (e.UPSTREAM_BASE_URL ?? `http://127.0.0.1:${e.CATALOG_PORT}`).replace(/\/+$/, "");
  const upstream = Object.fromEntries(
    Object.entries(UPSTREAM_SERVICES).map(([name, s]) => [name, e[s.env] ?? `${base}${s.path}`]),
  ) as Record<UpstreamService, string>;
  refuseDevelopmentCredentials(e, upstream);
  const verificationScriptUrl =
    e.VERIFICATION_SCRIPT_URL ??
    `${(e.CATALOG_PUBLIC_URL ?? `http://127.0.0.1:${e.CATALOG_PORT}`).replace(/\/+$/, "")}/verification/script.js`;
  const siteUrl = siteOrigin(e.SITE_URL, e.PORT, e.NODE_ENV);
  // An origin that is the site's own is 'self' in the CSP: naming it again would only add a plain-HTTP source when the
  // site is served over HTTPS at the edge.
  const elsewhere = (origins: string[]) => origins.filter((origin) => origin !== new URL(siteUrl).origin);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    upstream,
    timeoutMs: e.UPSTREAM_TIMEOUT_MS,
    contentTimeoutMs: e.UPSTREAM_CONTENT_TIMEOUT_MS,
    budgets: {
      optionalDataMs: e.OPTIONAL_DATA_BUDGET_MS,
      searchElsewhereMs: e.SEARCH_ELSEWHERE_BUDGET_MS,
      linkListsMs: e.LINK_LISTS_BUDGET_MS,
    },
    credentials: {
      bearer: e.UPSTREAM_BEARER_TOKEN,
      auth: e.UPSTREAM_AUTH_TOKEN,
      newsroomUser: e.UPSTREAM_NEWSROOM_USER,
      newsroomPassword: e.UPSTREAM_NEWSROOM_PASSWORD,
    },
    siteUrl,
    sMaxageCap: e.CACHE_S_MAXAGE_CAP ?? null,
    cacheMaxBytes: e.CACHE_MAX_BYTES,
    verificationScriptUrl,
    contentOrigins: {
      // The human-verification script is the one script pages load from elsewhere (on demand, SPEC §7).
      scripts: elsewhere([new URL(verificationScriptUrl).origin]),
      // Images come from the upstream's answers: absolute URLs on the catalog's public origin unless configured.
      images: elsewhere(
        e.IMAGE_ORIGINS
          ? parseOriginList(e.IMAGE_ORIGINS, "IMAGE_ORIGINS")
          : [new URL(e.CATALOG_PUBLIC_URL ?? base).origin],
      ),
      connect: [...parseOriginList(e.CONNECT_ORIGINS, "CONNECT_ORIGINS"), ...liveReloadOrigins(env.NODE_ENV, e)],
    },
    beaconsPerMinute: e.ANALYTICS_BEACONS_PER_MINUTE,
  };
}

/**
 * Under `npm run dev` a page's live reload (`<LiveReload>` in app/root.tsx) listens to Remix's dev server over a
 * WebSocket, on the dev server's host and port. Only a server whose NODE_ENV says "development" allows it, the
 * condition on which Remix renders the live reload at all (not the configuration's default when NODE_ENV is unset):
 * a production page's policy never widens for a variable left set.
 */
function liveReloadOrigins(nodeEnv: string | undefined, e: { REMIX_DEV_ORIGIN?: string }): string[] {
  if (nodeEnv !== "development" || !e.REMIX_DEV_ORIGIN) return [];
  const { protocol, host } = new URL(e.REMIX_DEV_ORIGIN);
  return [`${protocol === "https:" ? "wss:" : "ws:"}//${host}`];
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A production server whose upstreams are not the embedded catalog (which listens on loopback only) would send the
 * repository's published development credentials to real services: it does not start.
 */
function refuseDevelopmentCredentials(
  e: { NODE_ENV: Config["nodeEnv"] } & Record<keyof typeof DEVELOPMENT_CREDENTIALS, string>,
  upstream: Record<UpstreamService, string>,
) {
  if (e.NODE_ENV !== "production") return;
  if (Object.values(upstream).every((service) => LOOPBACK_HOSTS.has(new URL(service).hostname))) return;
  const kept = (Object.keys(DEVELOPMENT_CREDENTIALS) as (keyof typeof DEVELOPMENT_CREDENTIALS)[]).filter(
    (name) => e[name] === DEVELOPMENT_CREDENTIALS[name],
  );
  if (kept.length === 0) return;
  const lines = kept.map(
    (name) => `  ${name}: the embedded catalog's development credential cannot be sent to a remote upstream`,
  );
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

/**
 * Decision 007: production pages name an https origin; plain http is only for a loopback host (a local
 * `npm start`, the tests, the local edge), where there is no certificate to serve.
 */
function siteOrigin(siteUrl: string | undefined, port: number, nodeEnv: Config["nodeEnv"]): string {
  const origin = new URL(siteUrl ?? `http://localhost:${port}`).origin;
  const { protocol, hostname } = new URL(origin);
  if (nodeEnv === "production" && protocol !== "https:" && !LOOPBACK_HOSTS.has(hostname)) {
    throw new Error(`Invalid environment:\n  SITE_URL: must be https in production (got ${origin})`);
  }
  return origin;
}

let cached: Config | undefined;

/** The process's configuration; throws a readable error on the first call if the environment is invalid. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
