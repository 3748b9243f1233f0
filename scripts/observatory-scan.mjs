// Runs the Mozilla HTTP Observatory's checks (@mdn/mdn-http-observatory) against a host on given ports and prints
// the grade, the score and each test's result as JSON. The package's own `scan()` only reaches ports 80 and 443,
// so this calls its retriever with the ports and grades the result exactly as `scan()` does (its scanner/index.js).
// Run by scripts/observatory.mjs with NODE_EXTRA_CA_CERTS naming the local CA, so HTTPS counts as verified.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const [hostname, httpPort, httpsPort] = process.argv.slice(2);
if (!hostname || !httpPort || !httpsPort) {
  console.error("usage: node scripts/observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT");
  process.exit(2);
}

const require = createRequire(import.meta.url);
const root = dirname(require.resolve("@mdn/mdn-http-observatory/package.json"));

// The package's install step downloads Chromium's HSTS preload list; package.json denies it that script (no
// network but the npm registry here). An empty list grades a local host exactly as the real one would: no
// loopback name is ever on it.
const preload = join(root, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

const { retrieve } = await import(join(root, "src/retriever/retriever.js"));
const { ALL_TESTS, ALGORITHM_VERSION } = await import(join(root, "src/constants.js"));
const { getGradeForScore, getScoreModifier } = await import(join(root, "src/grader/grader.js"));
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(join(root, "src/grader/charts.js"));

const requests = await retrieve(hostname, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: "The site seems to be down." }));
  process.exit(1);
}

let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[output.constructor.name] = { pass: output.pass, result: output.result, scoreModifier: modifier };
}
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(
  JSON.stringify(
    {
      scan: {
        algorithmVersion: ALGORITHM_VERSION,
        grade,
        score,
        statusCode: requests.responses.auto.status,
        url: requests.session?.url?.href,
        testsPassed: Object.values(tests).filter((t) => t.pass).length,
        testsQuantity: ALL_TESTS.length,
      },
      tests,
    },
    null,
    2,
  ),
);
