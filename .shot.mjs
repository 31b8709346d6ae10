import { chromium } from "playwright";
const [, , url, selector, out, width = "1280"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
await context.addInitScript(() => window.localStorage.setItem("beraterwahl.consent", JSON.stringify({ shown: true, analytics: false })));
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
await page.locator(selector).first().screenshot({ path: out });
await browser.close();
