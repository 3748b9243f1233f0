/**
 * How every browser test launches Debian's Chromium (`CHROMIUM_PATH` names another): no sandbox (it runs as root in
 * containers), no GPU, and none of the browser's own traffic (updates, sync, QUIC), so a run sees only the site's.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
