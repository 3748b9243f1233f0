// `npm run deploy:rolling`: a new build replaces the site instances one at a time, and no visitor notices.
//
// 1. `npm run build` (not with `--no-build`), then the build (of the checkout, or of `--from DIR`) is staged as a
//    release (scripts/lib/releases.mjs): its fingerprinted files join the kept releases' under the edge's `/build/`
//    before any instance serves a page naming them, and `current` points at it.
// 2. For each instance (EDGE_SITE_ADDRESSES, or EDGE_SITE_PORTS on this machine, as the edge reads them): taken out
//    of the rotation of the edge on this host (EDGE_PREFIX; scripts/lib/edge-control.mjs), then asked on its own address, with the control token no client has (server/site-control.mjs), to drain: it closes its port
//    (the edge's next connection is refused and goes to another instance), finishes what it holds and exits; its
//    supervisor (`start:edge`, `start:sites`) starts it again from `current`. The next instance is asked only once
//    this one answers its health check with the new build's version and is back in the edge's rotation.
// 3. Releases beyond the kept ones are removed, with the files no kept release names.
//
// The token: SITE_CONTROL_TOKEN, else the one `start:edge` keeps under its prefix (EDGE_PREFIX, .cache/edge). The
// releases: SITE_RELEASES_DIR, else `{prefix}/releases`. An instance that does not come back within
// DEPLOY_INSTANCE_TIMEOUT_MS (default 60 s) stops the roll with an error; the instances not yet replaced keep
// serving the previous build, whose files stay.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatSiteAddress, siteAddressesFromEnv } from "../deploy/edge/site-addresses.mjs";
import { CONTROL_TOKEN_HEADER, DRAIN_PATH, HEALTH_PATH } from "../server/site-control.mjs";
import { localEdge } from "./lib/edge-control.mjs";
import { activateRelease, currentRelease, pruneReleases, stageRelease } from "./lib/releases.mjs";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const args = process.argv.slice(2);
const env = process.env;
const prefix = env.EDGE_PREFIX || ".cache/edge";
const releasesRoot = env.SITE_RELEASES_DIR || join(prefix, "releases");
const instanceTimeoutMs = Number(env.DEPLOY_INSTANCE_TIMEOUT_MS || 60_000);
const fromIndex = args.indexOf("--from");
const from = fromIndex === -1 ? "." : args[fromIndex + 1];

function fail(message) {
  console.error(`deploy:rolling: ${message}`);
  process.exit(1);
}

let addresses;
try {
  ({ addresses } = siteAddressesFromEnv(env));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const tokenFile = join(prefix, "control-token");
const token = env.SITE_CONTROL_TOKEN || (existsSync(tokenFile) ? readFileSync(tokenFile, "utf8").trim() : "");
if (!token) fail(`no control token: set SITE_CONTROL_TOKEN (the instances' own) or start them with start:edge`);
if (!from) fail("--from needs a folder holding build/ and public/");

if (!args.includes("--no-build") && fromIndex === -1) {
  const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (built.status !== 0) fail("the build failed; nothing was replaced");
}

const previous = currentRelease(releasesRoot);
const { version } = stageRelease({ root: releasesRoot, from });
activateRelease(releasesRoot, version);
console.log(`deploy:rolling: release ${version} staged (was ${previous ?? "none"}); ${addresses.length} instances`);

/** The instance's health: its build version and whether it takes requests, or null when it does not answer. */
async function health(base) {
  try {
    const res = await fetch(base + HEALTH_PATH, {
      headers: { [CONTROL_TOKEN_HEADER]: token },
      signal: AbortSignal.timeout(2000),
    });
    if (res.status !== 200 && res.status !== 503) return null;
    const body = /** @type {{ version?: string, draining?: boolean }} */ (await res.json());
    return { ok: res.status === 200 && body.draining === false, version: body.version ?? "" };
  } catch {
    return null;
  }
}

const edge = localEdge(prefix);
if (!edge)
  console.warn(
    `deploy:rolling: no edge runs under ${prefix} (EDGE_PREFIX): instances drain without being taken out of an edge's rotation first`,
  );

const started = Date.now();
for (const address of addresses) {
  const name = formatSiteAddress(address);
  const base = `http://${name}`;
  const before = await health(base);
  if (before?.ok && before.version === version) {
    console.log(`  ${name}: already on ${version}`);
    continue;
  }
  const t0 = Date.now();
  if (before) {
    await edge?.setDown(address, true);
    const res = await fetch(base + DRAIN_PATH, {
      method: "POST",
      headers: { [CONTROL_TOKEN_HEADER]: token },
      signal: AbortSignal.timeout(5000),
    }).catch((error) => fail(`${name} was not asked to drain: ${error.message}`));
    if (res.status !== 202) fail(`${name} refused to drain (${res.status}): is the control token its own?`);
  }
  // Its supervisor starts it again from the new release; nothing is sent to the next one before it answers.
  let now = null;
  while (Date.now() - t0 < instanceTimeoutMs) {
    now = await health(base);
    if (now?.ok && now.version === version) break;
    await sleep(200);
  }
  if (!(now?.ok && now.version === version))
    fail(`${name} did not come back on ${version} within ${instanceTimeoutMs} ms; the roll stops here`);
  await edge?.setDown(address, false);
  console.log(
    `  ${name}: ${before ? `drained, ${before.version} → ` : "down, now "}${version} in ${Date.now() - t0} ms`,
  );
}
const removed = pruneReleases(releasesRoot);
console.log(
  `deploy:rolling: every instance on ${version} in ${Date.now() - started} ms` +
    (removed.length ? `; removed releases ${removed.join(", ")}` : ""),
);
