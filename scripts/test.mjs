// `npm test`: every check, in the order that fails fastest. Type check, unit and contract tests (Vitest), the
// production build, then browser tests (Playwright in Debian's Chromium) against that build.
import { spawnSync } from "node:child_process";

const steps = [
  ["Chromium", "bash", ["scripts/ensure-chromium.sh"]],
  ["Type check", "npx", ["tsc", "--noEmit"]],
  ["Unit and contract tests", "npx", ["vitest", "run"]],
  ["Production build", "npx", ["remix", "build"]],
  ["Browser tests", "npx", ["playwright", "test"]],
];

const only = process.argv.slice(2);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n▶ ${name}: ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
