import { chromium } from "@playwright/test";
const SITE = process.argv[2]; const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || undefined });
for (const p of paths) {
  const ctx = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
  const page = await ctx.newPage();
  const files = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const sizes = await res.request().sizes().catch(() => null);
    files.push({ url: res.url().replace(SITE, ""), wire: sizes ? sizes.responseBodySize : 0 });
  });
  await page.goto(SITE + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const total = files.reduce((s, f) => s + f.wire, 0);
  console.log(p, (total / 1024).toFixed(1), "KB", files.length, "files");
  if (process.env.V) for (const f of files.sort((a,b)=>b.wire-a.wire)) console.log("  ", f.wire, f.url);
  await ctx.close();
}
await browser.close();
