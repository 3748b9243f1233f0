// Renders deploy/edge/nginx.conf.template into an nginx prefix of its own (ports and paths substituted) and
// creates the folders nginx expects to exist there. Used by `npm run start:edge`, the edge tests and the bench.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ADDRESS_PAGE_PATH_PATTERN,
  AREA_COOKIE_PATTERN,
  AREA_KEYED_PATH_PATTERN,
  CELL_COOKIE_PATTERN,
  CELL_KEYED_PATH_PATTERN,
  cookiePattern,
  KEYED_VALUE_CHARACTERS,
  LOCATION_FREE_PATH_PATTERN,
  MENTIONED_PATTERN,
  NAMED_TWICE_PATTERN,
} from "../../app/models/location-cookie-key.mjs";
import { REFUSAL_PAGE_STYLE_HASH, REFUSAL_STATUSES, refusalPage } from "../../server/refusal-page.mjs";
import {
  DATA_SUFFIX,
  ROOT_DATA_PATH,
  ROUTES_PARAMETER,
  singleFetchActionErrorBody,
  singleFetchReloadBody,
} from "../../app/framework/remix-private.mjs";
import { ANALYTICS_BEACON_PREFIX } from "../../app/models/beacon-path.mjs";
import { MARKETING_PARAMETER_NAME } from "../../app/models/marketing-parameters.mjs";
import { FAILURE_SHOWN_HEADER, FAILURE_SHOWN_UPSTREAM_VARIABLE } from "../../app/models/failure-shown-header.mjs";
import escapeStringRegexp from "escape-string-regexp";
import {
  NON_CANONICAL_TARGET_PATTERN,
  OVERLONG_PATH_PATTERN,
  OVERLONG_QUERY_PATTERN,
  PAGE_PARAMETERS_TARGET_PATTERN,
  ROUTE_DISCOVERY_OWN_PARAMETERS_PATTERN,
  ROUTE_DISCOVERY_TARGET_PATTERN,
} from "../../server/request-target.mjs";
import { pageKey, SHARED_PAGE_KEY_PATTERN, TYPED_PAGE_KEY_PATTERN } from "./page-key.mjs";
import { formatSiteAddress, parseSitePorts, renderSiteServers } from "./site-addresses.mjs";

export const EDGE_DIR = dirname(fileURLToPath(import.meta.url));

// Remix's single-fetch answers nginx sends a script itself (the template's `$refusal_format`), written by Remix's own
// encoder (app/framework/remix-private.mjs) once, as this module loads.
/** Each refusal as a page's action error, beside its refusal page. */
const ACTION_ERROR_BODIES = Object.fromEntries(
  await Promise.all(
    Object.entries(REFUSAL_STATUSES).map(async ([status, reason]) => [
      status,
      await singleFetchActionErrorBody(Number(status), reason, { error: reason }),
    ]),
  ),
);
/**
 * The answer that sends the browser to a page as a document (`singleFetchReloadBody`), as the text before and after
 * the page's address, which nginx writes between (`$data_page_href`). Inside nginx's single quotes: no quote,
 * backslash or variable sign of its own.
 */
const DATA_RELOAD_BODY = await (async () => {
  const mark = "/page-address-mark";
  const [before, after, ...more] = (await singleFetchReloadBody(mark)).split(mark);
  if (after === undefined || more.length > 0 || /['\\$]/.test(before + after))
    throw new Error("the single-fetch reload body no longer fits the edge's template");
  return { before, after };
})();
const REPO_ROOT = resolve(EDGE_DIR, "../..");

/**
 * @param {{ edgePort: number, sitePorts?: number[], catalogPort: number, prefix: string,
 *           siteAddresses?: import("./site-addresses.mjs").SiteAddress[], catalogHost?: string,
 *           buildRoot?: string, debugUpstreamHeader?: boolean,
 *           publicDir?: string, accessLog?: boolean, formRate?: string, formBurst?: number,
 *           pageRate?: string, pageBurst?: number, beaconRate?: string, beaconBurst?: number,
 *           tls?: { port: number, certificate: string, key: string }, publicUrl?: string,
 *           trustedProxies?: string[] }} options
 *   `siteAddresses`: the instances, on any hosts (deploy/edge/site-addresses.mjs); else `sitePorts` on 127.0.0.1.
 *   `catalogHost`: the catalog's address (default 127.0.0.1). `buildRoot`: the folder whose `build/` holds the
 *   fingerprinted files (default `publicDir`; a rolling deploy's keeps several releases' files).
 *   `debugUpstreamHeader`: an `X-Edge-Upstream` header naming the instance that answered, for tests only: it
 *   tells anyone the instances' internal addresses.
 *   `trustedProxies`: addresses or CIDR ranges of a CDN in front (default EDGE_TRUSTED_PROXIES, comma-separated;
 *   none): only their X-Forwarded-For and X-Forwarded-Proto are believed.
 *   `tls`: the edge also terminates TLS on `tls.port` (HTTP/2), and its plain `edgePort` only redirects to it, to
 *   `publicUrl`'s origin (default `https://localhost:{tls.port}`), never to a host the request named.
 * @returns {string} the nginx configuration
 */
export function renderEdgeConfig(options) {
  return renderTemplate("nginx.conf.template", placeholderValues(options));
}

/** The files the configuration includes, rendered the same way (they name the prefix). */
const INCLUDES = ["edge-headers.conf", "catalog-proxy.conf"];

function renderTemplate(name, values) {
  const template = readFileSync(join(EDGE_DIR, name), "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, placeholder) => {
    if (!(placeholder in values)) throw new Error(`${name}: unknown placeholder {{${placeholder}}}`);
    return values[placeholder];
  });
}

function placeholderValues(options) {
  const { edgePort, sitePorts, catalogPort, prefix, publicDir, accessLog = false, tls } = options;
  const env = process.env;
  const publicDirectory = resolve(publicDir ?? join(REPO_ROOT, "public"));
  const siteAddresses = options.siteAddresses ?? parseSitePorts((sitePorts ?? []).join(","));
  const rates = {
    form: rate(options.formRate ?? env.EDGE_FORM_RATE ?? "300r/m"),
    beacon: rate(options.beaconRate ?? env.EDGE_BEACON_RATE ?? "3000r/m"),
    page: rate(options.pageRate ?? env.EDGE_PAGE_RATE ?? "200r/s"),
  };
  return {
    EDGE_PORT: port(edgePort),
    SITE_SERVERS: renderSiteServers(siteAddresses),
    CATALOG_ADDRESS: formatSiteAddress({ host: address(options.catalogHost ?? "127.0.0.1"), port: port(catalogPort) }),
    PREFIX: path(resolve(prefix)),
    PUBLIC_DIR: path(publicDirectory),
    BUILD_ROOT: path(resolve(options.buildRoot ?? publicDirectory)),
    DATA_SUFFIX: nginxPattern(escapeStringRegexp(DATA_SUFFIX)),
    DATA_PAGE_HREF_MAP: dataPageHrefMap(),
    DATA_RELOAD_BEFORE: DATA_RELOAD_BODY.before,
    DATA_RELOAD_AFTER: DATA_RELOAD_BODY.after,
    DEBUG_HEADERS: options.debugUpstreamHeader
      ? "            add_header X-Edge-Upstream $upstream_addr always;"
      : "            # no X-Edge-Upstream: which instance answered is the edge's own business",
    EDGE_DIR: path(EDGE_DIR),
    // Where Debian's nginx keeps its dynamic modules (the Brotli ones among them).
    NGINX_MODULES_DIR: path(process.env.NGINX_MODULES_DIR ?? "/usr/lib/nginx/modules"),
    ACCESS_LOG: accessLog ? "/dev/stdout" : "off",
    // The workers run as the user who started the edge. Started by root, nginx would otherwise hand them to
    // `nobody`, who cannot enter a checkout under a private directory (/root/…) to read public/ or the cache and temp
    // files under the prefix: the edge then fails on its first request. Naming root keeps them the caller, as a
    // non-root start does anyway (where the directive would only earn a warning).
    USER_DIRECTIVE: process.getuid?.() === 0 ? "user root;" : "# workers run as the calling user",
    // Per client address, sized for carrier NAT (docs/decisions/044): hundreds of phones share one address, so
    // each limit is what 300 shoppers browsing at once send, with room; one client's flood stays bounded in what it
    // costs the site by the instances' own budget of renders per address (server/address-budget.mjs).
    // Form posts and location changes: one a few minutes per shopper.
    FORM_RATE: rates.form,
    FORM_BURST: count(options.formBurst ?? env.EDGE_FORM_BURST ?? 100),
    // Beacons: one or two a page view, a few more per tap; 300 phones browsing send about 30 a second.
    BEACON_RATE: rates.beacon,
    BEACON_BURST: count(options.beaconBurst ?? env.EDGE_BEACON_BURST ?? 500),
    // Everything else the site answers, mostly from the cache: a page view is three to five requests.
    PAGE_RATE: rates.page,
    PAGE_BURST: count(options.pageBurst ?? env.EDGE_PAGE_BURST ?? 2000),
    // A client past a limit may ask again once the slowest of them has freed a place (1 s at the rates above).
    LIMIT_RETRY_AFTER: String(Math.max(...Object.values(rates).map(secondsPerRequest))),
    ...trustedProxyDirectives(
      options.trustedProxies ??
        (env.EDGE_TRUSTED_PROXIES ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
    ),
    ANALYTICS_BEACON_PREFIX: nginxPattern(escapeStringRegexp(ANALYTICS_BEACON_PREFIX)),
    NON_CANONICAL_TARGET: nginxPattern(NON_CANONICAL_TARGET_PATTERN),
    CAMPAIGN_FREE_TARGET_MAPS: campaignFreeTargetMaps(MARKETING_PARAMETER_NAME),
    LOCATION_COOKIE_MAPS: locationCookieMaps(),
    PAGE_KEY: pageKey("$page_geo", "$forwarded_proto", "$page_target"),
    FAILURE_SHOWN_HEADER,
    FAILURE_SHOWN_VARIABLE: FAILURE_SHOWN_UPSTREAM_VARIABLE,
    SHARED_PAGE_KEY: nginxPattern(SHARED_PAGE_KEY_PATTERN),
    TYPED_PAGE_KEY: nginxPattern(TYPED_PAGE_KEY_PATTERN),
    OVERLONG_QUERY: nginxPattern(OVERLONG_QUERY_PATTERN),
    PAGE_PARAMETERS_TARGET: nginxPattern(PAGE_PARAMETERS_TARGET_PATTERN),
    ROUTE_DISCOVERY_TARGET: nginxPattern(ROUTE_DISCOVERY_TARGET_PATTERN),
    ROUTE_DISCOVERY_OWN_PARAMETERS: nginxPattern(ROUTE_DISCOVERY_OWN_PARAMETERS_PATTERN),
    OVERLONG_PATH: nginxPattern(OVERLONG_PATH_PATTERN),
    TLS_DIRECTIVES: tls
      ? tlsDirectives(tls, options.publicUrl ?? `https://localhost:${tls.port}`)
      : "        # plain HTTP only: TLS is terminated in front of this edge (or not at all, locally)",
    // nginx's own pages (edge-error.html, the refusal pages of server/refusal-page.mjs) carry one inline <style>
    // each: their hashes are the only styles their CSP allows.
    EDGE_PAGE_STYLE_HASH: `${styleHashOf(readFileSync(join(EDGE_DIR, "edge-error.html"), "utf8"))} ${REFUSAL_PAGE_STYLE_HASH}`,
    // The offline wallet's page (public/offline.html), which nginx serves and the service worker shows offline.
    OFFLINE_PAGE_STYLE_HASH: styleHashOf(readIfPresent(join(publicDirectory, "offline.html"))),
  };
}

function tlsDirectives({ port: tlsPort, certificate, key }, publicUrl) {
  const origin = new URL(publicUrl).origin;
  if (!origin.startsWith("https://")) throw new Error(`a TLS edge redirects to an https origin, not ${publicUrl}`);
  return [
    `        listen ${port(tlsPort)} ssl http2;`,
    `        ssl_certificate ${path(resolve(certificate))};`,
    `        ssl_certificate_key ${path(resolve(key))};`,
    "        ssl_protocols TLSv1.2 TLSv1.3;",
    "        ssl_prefer_server_ciphers off;",
    // This edge terminates TLS: a visitor on plain HTTP is sent to the same path on the configured HTTPS origin.
    `        if ($scheme = http) { return 301 ${path(origin)}$request_uri; }`,
  ].join("\n");
}

/**
 * The widest range a CDN in front may be named by: each address in it may write the visitor's address for itself.
 * CDNs publish their ranges as IPv4 /12–/22 and IPv6 /29–/48; a range wider than these bounds (`0.0.0.0/0`,
 * `::/0`, a /4) trusts a good part of the Internet, any of whose clients could then name any address.
 */
export const WIDEST_TRUSTED_PREFIX = { 4: 8, 6: 24 };

/**
 * Why one EDGE_TRUSTED_PROXIES entry cannot be used (a sentence naming it), or null when it can: an IPv4 or IPv6
 * address, optionally with a prefix length no wider than WIDEST_TRUSTED_PREFIX.
 * @param {string} entry
 */
export function trustedProxyProblem(entry) {
  const [address, prefix, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (rest.length > 0 || version === 0)
    return `EDGE_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 203.0.113.0/24, 2001:db8::/32)`;
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits)
    return `EDGE_TRUSTED_PROXIES: "${entry}" has no valid prefix length (0–${bits} for IPv${version})`;
  const widest = WIDEST_TRUSTED_PREFIX[version];
  if (Number(prefix) < widest)
    return `EDGE_TRUSTED_PROXIES: "${entry}" trusts too many addresses (an IPv${version} range must be /${widest} or narrower): its clients could name any visitor address`;
  return null;
}

function trustedProxyDirectives(proxies) {
  for (const proxy of proxies) {
    const problem = trustedProxyProblem(proxy);
    if (problem) throw new Error(problem);
  }
  if (proxies.length === 0)
    return { REAL_IP_DIRECTIVES: "    # no CDN in front: EDGE_TRUSTED_PROXIES is empty", TRUSTED_PROXY_ENTRIES: "" };
  return {
    REAL_IP_DIRECTIVES: [
      ...proxies.map((proxy) => `    set_real_ip_from ${proxy};`),
      "    real_ip_header X-Forwarded-For;",
      "    real_ip_recursive on;",
    ].join("\n"),
    TRUSTED_PROXY_ENTRIES: proxies.map((proxy) => `        ${proxy} 1;`).join("\n"),
  };
}

function readIfPresent(file) {
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}

/**
 * How many marketing parameters one target may carry and still share its page's cache entry (a campaign link carries
 * up to five utm_* and a click id or two).
 */
export const MARKETING_PARAMETERS_REMOVED = 8;

/**
 * `$page_target`: `$request_uri` without its marketing parameters, one `name[=value]` pair removed per map, then the
 * separators left at its end; `$target_uncacheable` is 1 when one is still there after the chain.
 */
function campaignFreeTargetMaps(names) {
  const pair = `(?:${nginxPattern(names)})(?:=[^&]*)?(?:&|$)`;
  const maps = [];
  let source = "$request_uri";
  for (let step = 1; step <= MARKETING_PARAMETERS_REMOVED; step++) {
    const target = `$campaign_free_${step}`;
    maps.push(
      `    map ${source} ${target} {`,
      `        "~*^(?<cf${step}_head>[^?]*\\?(?:[^&]*&)*?)${pair}(?<cf${step}_tail>.*)$" "$cf${step}_head$cf${step}_tail";`,
      `        default ${source};`,
      "    }",
    );
    source = target;
  }
  // What a removal leaves at the end: a query with nothing but separators, or `&`s after the last pair. A `?` after
  // the query's start is data (`?offer=7?` names the offer "7?"): a key trimmed of it would store that page for
  // `?offer=7`, whose visitors would be served it.
  maps.push(
    `    map ${source} $page_target {`,
    '        "~^(?<cf_path>[^?]*)\\?&*$" $cf_path;',
    '        "~^(?<cf_clean>[^?]*\\?.*?)&+$" $cf_clean;',
    `        default ${source};`,
    "    }",
    `    map ${source} $target_uncacheable {`,
    `        "~*^[^?]*\\?(?:[^&]*&)*?${pair}" 1;`,
    "        default 0;",
    "    }",
  );
  return maps.join("\n");
}

/**
 * `$location_cookie`, `$location_area`, `$page_geo` and `$location_uncacheable` (see the template's comment), from the
 * patterns of app/models/location-cookie-key.mjs, which the site compiles for its own reading.
 */
function locationCookieMaps() {
  /** A path pattern (`^…`) matched after the first `|` of a map's `"{cookie part}|$uri"` source. */
  const afterBar = (pathPattern) => {
    if (!pathPattern.startsWith("^")) throw new Error(`not anchored: ${pathPattern}`);
    return pathPattern.slice(1);
  };
  return [
    "    map $http_cookie $location_cookie {",
    `        "~*${quoted(NAMED_TWICE_PATTERN)}" "!";`,
    `        "~${quoted(cookiePattern(KEYED_VALUE_CHARACTERS))}" "=$geo";`,
    `        "~*${quoted(MENTIONED_PATTERN)}" "!";`,
    '        default "";',
    "    }",
    "    map $location_cookie $location_cookie_value {",
    '        "~^=(?<cookie_value>[^;]*)$" $cookie_value;',
    '        default "";',
    "    }",
    "    map $location_cookie_value $location_area {",
    `        "~${quoted(AREA_COOKIE_PATTERN)}" "=$area";`,
    '        default "";',
    "    }",
    "    map $location_cookie_value $location_cell {",
    `        "~${quoted(CELL_COOKIE_PATTERN)}" "=$area@$cell_lat,$cell_lng";`,
    "        default $location_cookie;",
    "    }",
    '    map "$location_area|$uri" $page_geo {',
    `        "~^[^|]*\\|${quoted(afterBar(LOCATION_FREE_PATH_PATTERN))}" "";`,
    `        "~^=[^|]+\\|${quoted(afterBar(CELL_KEYED_PATH_PATTERN))}" $location_cell;`,
    `        "~^=[^|]+\\|${quoted(afterBar(AREA_KEYED_PATH_PATTERN))}" $location_area;`,
    "        default $location_cookie;",
    "    }",
    '    map "$location_cookie|$uri" $location_uncacheable {',
    '        "~^!" 1;',
    `        "~^\\|${quoted(afterBar(ADDRESS_PAGE_PATH_PATTERN))}" 1;`,
    "        default 0;",
    "    }",
  ].join("\n");
}

/** Any pattern as a double-quoted nginx string: nginx's parser reads `\\` as one backslash and `\"` as a quote. */
function quoted(pattern) {
  if ([...pattern].some((c) => c < " ")) throw new Error(`pattern not usable in nginx.conf: ${pattern}`);
  return pattern.replaceAll("\\", "\\\\").replaceAll('"', '\\"');
}

function styleHashOf(html) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (styles.length === 0) return "'none'";
  return styles.map((css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`).join(" ");
}

/** An nginx rate as the template writes it: a positive number of requests per second or per minute. */
const RATE_PATTERN = /^([1-9]\d*)r\/([sm])$/;

function rate(value) {
  if (!RATE_PATTERN.test(value)) throw new Error(`not an nginx rate (e.g. 12r/m): ${value}`);
  return value;
}

/** The whole seconds, at least 1, in which a limit of `value` (a checked rate) frees a place. */
function secondsPerRequest(value) {
  const [, requests, unit] = RATE_PATTERN.exec(value);
  return Math.max(1, Math.ceil((unit === "m" ? 60 : 1) / Number(requests)));
}

function count(value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`not a count: ${value}`);
  return String(number);
}

/**
 * The lines of the map from a single-fetch data target to the page it loads (the template's `$data_page_href`):
 * `pageHrefOfDataUrl` of what a browser sends (`_routes` last, as Remix appends it), of the characters a canonical
 * target holds but `;` (which the site's links write encoded) only, so that nginx may write the address into an answer as it is. A resource route's data (a
 * fetcher's `/api/….data`) is no page to send the browser to: nothing, as for any other target.
 */
function dataPageHrefMap() {
  // Never `//…`, which a browser reads as another host's address.
  const path = "/(?!/)[-A-Za-z0-9._~%!()*+,=:@/]*?";
  const query = "[-A-Za-z0-9._~%!()*+,=:@/&]+?";
  const routes = `${ROUTES_PARAMETER}=[-A-Za-z0-9._~%!()*+,:@/]*`;
  const data = escapeStringRegexp(DATA_SUFFIX);
  const root = escapeStringRegexp(ROOT_DATA_PATH);
  return [
    [`^/api(?:/|${data})`, '""'],
    [`^${root}(?:\\?${routes})?$`, '"/"'],
    [`^${root}\\?(?<root_query>${query})(?:&${routes})?$`, '"/?$root_query"'],
    [`^(?<data_path>${path})${data}(?:\\?${routes})?$`, "$data_path"],
    [`^(?<data_page_path>${path})${data}\\?(?<data_query>${query})(?:&${routes})?$`, '"$data_page_path?$data_query"'],
  ]
    .map(([pattern, value]) => `        "~${nginxPattern(pattern)}" ${value};`)
    .join("\n");
}

/** A pattern inside double quotes in nginx.conf, whose parser reads `\\` as one backslash. */
function nginxPattern(pattern) {
  if (/["\s;{}]/.test(pattern.replace(/\{\d+\}/g, ""))) throw new Error(`pattern not usable in nginx.conf: ${pattern}`);
  return pattern.replaceAll("\\", "\\\\");
}

/** Writes the rendered configuration to `{prefix}/nginx.conf` and prepares the prefix; returns the file's path. */
export function writeEdgeConfig(options) {
  const prefix = resolve(options.prefix);
  // nginx creates the leaf folders of its temp and cache paths itself (and hands them to its worker user).
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  const values = placeholderValues(options);
  for (const name of INCLUDES) writeFileSync(join(prefix, name), renderTemplate(name, values));
  // The site's refusal page for each status nginx refuses with itself (the template's error_page), the very bytes
  // the site's guard sends; and for a form the browser posts to a page's action, the refusal as that action's error
  // (as a busy instance sends it), which Remix's client reads where a page would fail to decode.
  mkdirSync(join(prefix, "refusals"), { recursive: true });
  for (const status of Object.keys(REFUSAL_STATUSES)) {
    writeFileSync(join(prefix, "refusals", `${status}.html`), refusalPage(Number(status)));
    writeFileSync(join(prefix, "refusals", `${status}.data`), ACTION_ERROR_BODIES[status]);
  }
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, renderTemplate("nginx.conf.template", values));
  return file;
}

function port(value) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`not a TCP port: ${value}`);
  return String(value);
}

function address(value) {
  if (isIP(value) === 0) throw new Error(`not an IP address: ${value}`);
  return value;
}

/** Paths go into the configuration unquoted: refuse characters nginx would read as syntax. */
function path(value) {
  if (/[\s;{}'"$#]/.test(value)) throw new Error(`path not usable in nginx.conf: ${value}`);
  return value;
}
