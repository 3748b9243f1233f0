// Renders the installable site's icons into public/icons/ with Debian's Chromium (issue 30; run by hand when the
// brand changes, the PNGs are committed like the share images of render-share-images.mjs): 192 and 512 px "any"
// icons (the rounded mark on a transparent ground), a 512 px maskable icon (the mark inside the 80% safe zone on a
// full-bleed brand square, so a launcher's mask never cuts it) and the 180 px apple-touch-icon (opaque: iOS fills
// transparency with black).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const BRAND = "#0a6847";
const ACCENT = "#ffc94a";
const mark = (size, { rounded = true } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${BRAND}"/><path d="M14 16h10l8 24 8-24h10L37 50H27z" fill="${ACCENT}"/></svg>`;
const page = (size, body, background = "transparent") =>
  `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};display:flex;align-items:center;justify-content:center">${body}</body></html>`;

const icons = [
  ["public/icons/icon-192.png", 192, page(192, mark(192)), true],
  ["public/icons/icon-512.png", 512, page(512, mark(512)), true],
  ["public/icons/icon-maskable-512.png", 512, page(512, mark(Math.round(512 * 0.7), { rounded: false }), BRAND), false],
  ["public/apple-touch-icon.png", 180, page(180, mark(180, { rounded: false })), false],
];

mkdirSync("public/icons", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const [file, size, html, transparent] of icons) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(html);
    await tab.screenshot({ path: file, omitBackground: transparent });
    await tab.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
