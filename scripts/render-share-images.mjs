// Renders the site's share images into public/ with Debian's Chromium (run by hand when the brand or a page kind
// changes; the PNGs are committed, so neither a build nor a server needs a browser): og-default.png, the 1200×630
// card of pages without an image of their own; share/local-{category}.png, the card of a business page of that SPEC
// §3 category; share/coupon-codes.png (merchant pages) and share/newsroom.png (press releases); and valuvo-logo.png,
// the 512×512 logo of the Organization JSON-LD. Social networks do not show SVG previews (the catalog's logos and
// article images are SVG), hence PNG at 1200×630 (issue 27).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const BRAND = "#0a6847";
const BRAND_DARK = "#064e35";
const ACCENT = "#ffc94a";
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/><path d="M14 16h10l8 24 8-24h10L37 50H27z" fill="${ACCENT}"/></svg>`;

/** A 1200×630 card: the mark, a headline and a line beneath it. */
const cardOf = (
  headline,
  line,
  badge,
) => `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;
  background:linear-gradient(135deg,${BRAND} 0%,${BRAND_DARK} 100%);font-family:'DejaVu Sans',sans-serif;color:#fff">
  <div style="display:flex;align-items:center;gap:56px;padding:0 96px">
    <div style="width:220px;height:220px;flex:none">${MARK}</div>
    <div>
      <div style="font-size:40px;font-weight:700;opacity:.9">Valuvo</div>
      <div style="font-size:80px;font-weight:700;letter-spacing:-1px;line-height:1.08;margin-top:8px">${headline}</div>
      <div style="font-size:38px;line-height:1.25;margin-top:20px">${line}</div>
      <div style="margin-top:28px;display:inline-block;background:${ACCENT};color:${BRAND_DARK};font-size:30px;font-weight:700;padding:10px 26px;border-radius:12px">${badge}</div>
    </div>
  </div></body></html>`;

// SPEC §3 local categories by slug ("all" for the category without one), as app/models/local-categories.ts has them.
const LOCAL_CARDS = [
  ["all", "Local Coupons"],
  ["restaurants", "Restaurant Coupons"],
  ["entertainment-and-travel", "Entertainment &amp; Travel Coupons"],
  ["personal-care", "Personal Care Coupons"],
  ["automotive", "Automotive Coupons"],
  ["general-services", "Local Services Coupons"],
  ["shops", "Shopping Coupons"],
  ["health-and-medical", "Health &amp; Medical Coupons"],
  ["professional-services", "Professional Services Coupons"],
  ["home-and-office", "Home &amp; Office Coupons"],
];

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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  mkdirSync("public/share", { recursive: true });
  for (const [html, width, height, file] of [
    [card, 1200, 630, "public/og-default.png"],
    [logo, 512, 512, "public/valuvo-logo.png"],
    ...LOCAL_CARDS.map(([slug, headline]) => [
      cardOf(headline, "from businesses near you", "Free · Printable · No sign-in"),
      1200,
      630,
      `public/share/local-${slug}.png`,
    ]),
    [
      cardOf("Coupon Codes", "for the online shops you love", "Codes · Deals · Free shipping"),
      1200,
      630,
      "public/share/coupon-codes.png",
    ],
    [
      cardOf("Newsroom", "News and press releases from Valuvo", "Press · Media · Leadership"),
      1200,
      630,
      "public/share/newsroom.png",
    ],
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
