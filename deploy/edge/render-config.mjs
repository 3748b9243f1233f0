// Renders deploy/edge/nginx.conf.template into an nginx prefix of its own (ports and paths substituted) and
// creates the folders nginx expects to exist there. Used by `npm run start:edge`, the edge tests and the bench.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const EDGE_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(EDGE_DIR, "../..");

/**
 * @param {{ edgePort: number, sitePorts: [number, number], catalogPort: number, prefix: string,
 *           publicDir?: string, accessLog?: boolean }} options
 * @returns {string} the nginx configuration
 */
export function renderEdgeConfig({ edgePort, sitePorts, catalogPort, prefix, publicDir, accessLog = false }) {
  const values = {
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
    // Started by root (CI, containers), nginx hands its workers to an unprivileged user; otherwise the workers
    // simply run as the caller and the directive would only earn a warning.
    USER_DIRECTIVE: process.getuid?.() === 0 ? "user nobody nogroup;" : "# workers run as the calling user",
  };
  const template = readFileSync(join(EDGE_DIR, "nginx.conf.template"), "utf8");
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: unknown placeholder {{${name}}}`);
    return values[name];
  });
  return rendered;
}

/** Writes the rendered configuration to `{prefix}/nginx.conf` and prepares the prefix; returns the file's path. */
export function writeEdgeConfig(options) {
  const prefix = resolve(options.prefix);
  // nginx creates the leaf folders of its temp and cache paths itself (and hands them to its worker user).
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  const file = join(prefix, "nginx.conf");
  writeFileSync(file, renderEdgeConfig(options));
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
