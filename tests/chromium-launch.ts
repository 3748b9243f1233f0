/**
 * How every browser test launches Debian's Chromium: its headless shell (`chromium-headless-shell`, the same source
 * and Blink as `chromium` without the desktop browser around it: half the CPU a test, decision 050), or the binary
 * `CHROMIUM_TEST_PATH` names. No sandbox (it runs as root in containers), no GPU, and none of the browser's own
 * traffic (updates, sync, QUIC), so a run sees only the site's. Measurements of what a phone lives through
 * (`npm run phone-timings`, Lighthouse, the screenshots) launch the full browser with the same flags.
 */
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_TEST_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ARGS,
};

/** The full browser (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`): for timings a phone would see. */
export const CHROMIUM_BROWSER_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ARGS,
};
