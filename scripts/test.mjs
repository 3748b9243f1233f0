// `npm test`: every check, in the order that fails fastest. Type check, lint and format, unit and contract tests (Vitest), the
// production build, the edge tests (Vitest: nginx in front of two site instances of that build), browser tests
// (Playwright in Debian's Chromium) against that build, then the page budgets of `npm run bench` (sizes only: its
// throughput figures never gate). Ends with one line of totals over both test runners.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const REPORTS = ".cache/test-reports";
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [
  ["Chromium", "bash", ["scripts/ensure-chromium.sh"]],
  ["nginx", "bash", ["scripts/ensure-nginx.sh"]],
  // The Nu HTML Checker of tests/e2e/html-validity.spec.ts runs on Debian's Java.
  ["Java", "bash", ["scripts/ensure-java.sh"]],
  // The sitemap test validates against the protocol's XSDs with libxml2's xmllint. (Named so that the fast lane's
  // step filter, which matches "lint", does not pick it up: the unit step reads the sitemap without it too.)
  ["XML schema validator", "bash", ["scripts/ensure-xmllint.sh"]],
  // The three static checks are package.json's scripts, which keep what they found in .cache/ (TypeScript's build
  // info, ESLint's and Prettier's caches, keyed on each file's content and the configuration): a developer's second
  // run re-reads only what changed. ESLint (eslint.config.js): 0 errors; Prettier: every file formatted. Each is
  // one thread, so they run side by side (`together`), and a run reports all three.
  ["Type check", "npm", ["run", "--silent", "typecheck"], { together: "static" }],
  ["Lint", "npm", ["run", "--silent", "lint:code"], { together: "static" }],
  ["Format", "npm", ["run", "--silent", "lint:format"], { together: "static" }],
  [
    "Unit and contract tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/vitest.json`],
  ],
  ["Production build", "npm", ["run", "build"]],
  // The production edge of deploy/edge/: nginx in front of two site instances, started from the build above.
  [
    "Edge tests",
    "npx",
    [
      "vitest",
      "run",
      "--config",
      "tests/edge/vitest.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/vitest-edge.json`,
    ],
  ],
  ["Browser tests", "npx", ["playwright", "test"]],
  // Sizes are exact and the loader check compares two timings of one run, so both are stable enough to gate on.
  ["Budgets: first-load JS and parallel loaders", "node", ["scripts/bench-pages.mjs", "--budgets-only"]],
];

const only = process.argv.slice(2);
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json`,
};

/** Runs one step; a step of a group runs with its output held, printed whole when it ends, so groups never interleave. */
function run([name, cmd, args], { held }) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (held) process.stdout.write(`\n── ${name}\n${Buffer.concat(output).toString()}`);
      if (code === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed after ${seconds}s${signal ? ` (${signal})` : ""}`);
      resolve(code ?? 1);
    });
  });
}

const selected = steps.filter(
  ([name]) => !only.length || only.some((o) => name.toLowerCase().includes(o.toLowerCase())),
);
let failedStep = null;
for (let i = 0; i < selected.length && failedStep === null;) {
  const group = selected[i][3]?.together;
  let end = i + 1;
  while (group && end < selected.length && selected[end][3]?.together === group) end++;
  const held = end - i > 1;
  const codes = await Promise.all(selected.slice(i, end).map((step) => run(step, { held })));
  failedStep = codes.find((code) => code !== 0) ?? null;
  i = end;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
for (const vitest of [read(`${REPORTS}/vitest.json`), read(`${REPORTS}/vitest-edge.json`)]) {
  if (!vitest) continue;
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read(`${REPORTS}/playwright.json`);
if (playwright) {
  // A flaky test (failed, then passed its retry) fails the run: playwright.config.ts `failOnFlakyTests`.
  totals.passed += playwright.stats.expected ?? 0;
  totals.failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  totals.skipped += playwright.stats.skipped ?? 0;
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ?? (totals.failed > 0 ? 1 : 0));
