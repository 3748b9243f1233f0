// Renders deploy/edge/nginx.conf.template into an nginx prefix of its own (ports and paths substituted) and
// creates the folders nginx expects to exist there. Used by `npm run start:edge`, the edge tests and the bench.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const EDGE_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(EDGE_DIR, "../..");

/**
 * @param {{ edgePort: number, sitePorts: [number, number], catalogPort: number, prefix: string,
 *           publicDir?: string, accessLog?: boolean, formRate?: string, formBurst?: number,
 *           tls?: { port: number, certificate: string, key: string } }} options
 *   `tls`: the edge also terminates TLS on `tls.port` (HTTP/2), and its plain `edgePort` only redirects to it.
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

function placeholderValues({ edgePort, sitePorts, catalogPort, prefix, publicDir, accessLog = false, formRate, formBurst, tls }) {
  return {
    EDGE_PORT: port(edgePort),
    SITE_PORT_A: port(sitePorts[0]),
    SITE_PORT_B: port(sitePorts[1]),
    CATALOG_PORT: port(catalogPort),
    PREFIX: path(resolve(prefix)),
    PUBLIC_DIR: path(resolve(publicDir ?? join(REPO_ROOT, "public"))),
    EDGE_DIR: path(EDGE_DIR),
    // Where Debian's nginx keeps its dynamic modules (the Brotli ones among them).
    NGINX_MODULES_DIR: path(process.env.NGINX_MODULES_DIR ?? "/usr/lib/nginx/modules"),
    ACCESS_LOG: accessLog ? "/dev/stdout" : "off",
    // The workers run as the user who started the edge. Started by root, nginx would otherwise hand them to
    // `nobody`, who cannot enter a checkout under a private directory (/root/…) to read public/ or the cache and temp
    // files under the prefix: the edge then fails on its first request. Naming root keeps them the caller, as a
    // non-root start does anyway (where the directive would only earn a warning).
    USER_DIRECTIVE: process.getuid?.() === 0 ? "user root;" : "# workers run as the calling user",
    // Form posts per client address: a person fills a form a few times a minute; the burst lets a family behind one
    // address, or a retry, through (docs/decisions/020).
    FORM_RATE: rate(formRate ?? process.env.EDGE_FORM_RATE ?? "12r/m"),
    FORM_BURST: String(positiveInteger(formBurst ?? Number(process.env.EDGE_FORM_BURST ?? 10))),
    TLS_DIRECTIVES: tls ? tlsDirectives(tls) : "        # plain HTTP only: TLS is terminated in front of this edge (or not at all, locally)",
    // nginx's own pages (edge-error.html) carry one inline <style>: its hash is the only style their CSP allows.
    EDGE_PAGE_STYLE_HASH: styleHashOf(readFileSync(join(EDGE_DIR, "edge-error.html"), "utf8")),
  };
}

function tlsDirectives({ port: tlsPort, certificate, key }) {
  return [
    `        listen ${port(tlsPort)} ssl http2;`,
    `        ssl_certificate ${path(resolve(certificate))};`,
    `        ssl_certificate_key ${path(resolve(key))};`,
    "        ssl_protocols TLSv1.2 TLSv1.3;",
    "        ssl_prefer_server_ciphers off;",
    // This edge terminates TLS: a visitor on plain HTTP is sent to the same URL over HTTPS, nothing else.
    `        if ($scheme = http) { return 301 https://$host:${port(tlsPort)}$request_uri; }`,
  ].join("\n");
}

function styleHashOf(html) {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (styles.length === 0) return "'none'";
  return styles.map((css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`).join(" ");
}

function rate(value) {
  if (!/^\d+r\/[sm]$/.test(value)) throw new Error(`not an nginx rate (e.g. 12r/m): ${value}`);
  return value;
}

function positiveInteger(value) {
  if (!Number.isInteger(value) || value < 0) throw new Error(`not a count: ${value}`);
  return value;
}

/** Writes the rendered configuration to `{prefix}/nginx.conf` and prepares the prefix; returns the file's path. */
export function writeEdgeConfig(options) {
  const prefix = resolve(options.prefix);
  // nginx creates the leaf folders of its temp and cache paths itself (and hands them to its worker user).
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  const values = placeholderValues(options);
  for (const name of INCLUDES) writeFileSync(join(prefix, name), renderTemplate(name, values));
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, renderTemplate("nginx.conf.template", values));
  return file;
}

function port(value) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`not a TCP port: ${value}`);
  return String(value);
}

/** Paths go into the configuration unquoted: refuse characters nginx would read as syntax. */
function path(value) {
  if (/[\s;{}'"$#]/.test(value)) throw new Error(`path not usable in nginx.conf: ${value}`);
  return value;
}
