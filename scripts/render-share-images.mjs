// Renders the site's share images into public/ with Debian's Chromium (run by hand when the brand changes; the PNGs
// are committed): og-default.png, the 1200×630 card of pages without an image of their own, and valuvo-logo.png,
// the 512×512 logo of the Organization JSON-LD. Social networks do not show SVG previews, hence PNG.
import { chromium } from "@playwright/test";

const BRAND = "#0a6847";
const BRAND_DARK = "#064e35";
const ACCENT = "#ffc94a";
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="M14 16h10l8 24 8-24h10L37 50H27z" fill="${ACCENT}"/></svg>`;

const card = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;
  background:linear-gradient(135deg,${BRAND} 0%,${BRAND_DARK} 100%);font-family:'DejaVu Sans',sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:56px;padding:0 96px">
    <div style="width:260px;height:260px;flex:none">${MARK}</div>
    <div>
      <div style="font-size:112px;font-weight:700;letter-spacing:-2px">Valuvo</div>
      <div style="font-size:44px;line-height:1.25;margin-top:16px">Local coupons, coupon codes<br>and deals near you</div>
      <div style="margin-top:32px;display:inline-block;background:${ACCENT};color:${BRAND_DARK};font-size:32px;font-weight:700;padding:12px 28px;border-radius:12px">Free · Printable · No sign-in</div>
    </div>
  </div></body></html>`;

const logo = `<!doctype html><html><body style="margin:0;width:512px;height:512px">${MARK.replace("<svg ", '<svg width="512" height="512" ')}</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const [html, width, height, file] of [
    [card, 1200, 630, "public/og-default.png"],
    [logo, 512, 512, "public/valuvo-logo.png"],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.screenshot({ path: file, omitBackground: file.endsWith("logo.png") });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
