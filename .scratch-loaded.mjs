// Scripts a page actually loads (no interaction), gzip sizes, markers each contains.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const [base, path, ...markers] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const urls = new Set();
page.on("request", (r) => r.resourceType() === "script" && r.url().startsWith(base) && urls.add(r.url()));
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
let total = 0;
for (const url of urls) {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const gz = gzipSync(body).length; total += gz;
  const text = body.toString();
  console.log((gz / 1024).toFixed(1).padStart(6), url.split("/").pop(), markers.filter((m) => text.includes(m)).join(","));
}
console.log("total KB gz", (total / 1024).toFixed(1));
await browser.close();
