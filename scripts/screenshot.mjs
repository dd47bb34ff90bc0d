// Design review: `node scripts/screenshot.mjs http://localhost:3000/path [out-prefix]` saves
// full-page screenshots at phone (412 px) and desktop (1280 px) widths.
import { chromium } from "@playwright/test";

const [url = "http://localhost:3000/", prefix = "/tmp/shot"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const width of [412, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 412 ? 915 : 800 } });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: process.env.FULL !== "0" });
  await page.close();
  console.log(`${prefix}-${width}.png`);
}
await browser.close();
