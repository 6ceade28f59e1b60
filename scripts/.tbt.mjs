import { chromium } from "@playwright/test";
import { freePort, startProductApi, startWeb, stopService } from "./lib/stack.mjs";
const host = "127.0.0.1";
const api = await startProductApi({ port: await freePort(host), host, dataDir: "/tmp/shijo-large-lead", logStream: { write() {} } });
const webPort = await freePort(host);
const web = await startWeb({ mode: "start", port: webPort, hostname: "localhost", logStream: { write() {} }, env: { PORT: String(webPort), PRODUCT_API_URL: api.url, IMAGE_ORIGIN: api.url.replace(/\/$/, "") } });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const url = web.url + (process.argv[2] ?? "/store/a1c4b461f428/kuzhina-e-madhe-e-tiranes/delivery");
try {
  await fetch(url).then((r) => r.text());
  for (let i = 0; i < Number(process.argv[3] ?? 3); i++) {
    const ctx = await browser.newContext({ locale: "sq-AL", viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60000 });
    await page.waitForTimeout(2000);
    const lt = await page.evaluate(() => window.__lt);
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
    const tbt = lt.filter(([s]) => s >= fcp).reduce((a, [, d]) => a + Math.max(0, d - 50), 0);
    console.log(`run ${i}: ${await page.locator("a[data-product-id]").count()} cards, FCP ${Math.round(fcp)}, TBT≈${tbt} ms, max ${Math.max(0, ...lt.map(([, d]) => d))} ms, tasks ${JSON.stringify(lt)}`);
    await ctx.close();
  }
} finally { await browser.close(); await stopService(web.service); await stopService(api.service); }
