// Issue 27 / ADR 0010: there is one way to start the storefront, and the client-address rule of the per-IP limits does
// not depend on anything else. Two storefronts are started here with the command docs/operations.md gives (read from
// that file, only the port changed), on the e2e build and product API: one with no trusted proxy, one behind a trusted
// one (TRUSTED_PROXIES naming loopback, where this test's requests come from).
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/lib/build.mjs";
import { freePort, SERVER_ARGS, waitForHttp } from "../../scripts/lib/stack.mjs";
import { E2E_SESSION_SECRET } from "./paths";
import { apiUrl, BROWSER_LOCALE, expect, test } from "./fixtures";

/** The instance command of docs/operations.md ("node [Node's flags] --import tsx server.ts …" in its sh block), as argv. */
function documentedCommand(): string[] {
  const doc = readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const line = doc.split("\n").find((l) => /^node (--[a-z-]+=\S+ )*--import tsx server\.ts\b/.test(l));
  if (!line) throw new Error("docs/operations.md no longer says how to start an instance (node --import tsx server.ts …)");
  return line.replace(/\s+#.*$/, "").trim().split(/\s+/);
}

test.describe("the documented command", () => {
  test.use({ locale: BROWSER_LOCALE.en });
  test("is what `npm start`, the tests and the benches run (SERVER_ARGS)", () => {
    const [, ...args] = documentedCommand();
    // Node's flags (ADR 0046: the young generation's size) and the server, as scripts/lib/stack.mjs starts it.
    expect(args.slice(0, args.indexOf("--port"))).toEqual(SERVER_ARGS.map((arg) => (arg === path.join(ROOT, "server.ts") ? "server.ts" : arg)));
  });
});

interface Storefront {
  url: string;
  child: ChildProcess;
}

async function startAsDocumented(name: string, env: Record<string, string>): Promise<Storefront> {
  const [node, ...args] = documentedCommand();
  expect(node).toBe("node");
  const port = await freePort();
  const at = args.indexOf("--port");
  expect(at, "the documented command names a port").toBeGreaterThan(-1);
  args[at + 1] = String(port);
  const { TRUSTED_PROXIES: _unset, ...inherited } = process.env;
  const url = `http://localhost:${port}`;
  // PUBLIC_SITE_URL as docs/operations.md's table asks: bound to 0.0.0.0, the request's own origin is
  // http://0.0.0.0:port, so the public origin is what a browser's writes are checked against.
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...inherited, PRODUCT_API_URL: apiUrl(), SESSION_SECRET: E2E_SESSION_SECRET, PUBLIC_SITE_URL: url, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(path.join(ROOT, "test-results", `e2e-start-as-documented-${name}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  // docs/operations.md's health check.
  await waitForHttp(`${url}/baseline.html`, { service: { name, child, exited, tail: [], stopping: false }, timeoutMs: 120_000, accept: (r) => r.ok });
  return { url, child };
}

async function stop(storefront: Storefront | undefined) {
  if (!storefront || storefront.child.exitCode !== null) return;
  const gone = new Promise((resolve) => storefront.child.on("exit", resolve));
  storefront.child.kill("SIGTERM");
  const timer = setTimeout(() => storefront.child.kill("SIGKILL"), 5000);
  await gone;
  clearTimeout(timer);
}

/** POST /api/auth/forgot-password (10 per address per 15 minutes), for a fresh e-mail each time. */
let sent = 0;
async function forgot(storefront: Storefront, headers: Record<string, string>): Promise<number> {
  sent++;
  const response = await fetch(`${storefront.url}/api/auth/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: storefront.url, "x-shijo-locale": "en", ...headers },
    body: JSON.stringify({ email: `start-doc-${process.pid}-${sent}@example.com` }),
  });
  await response.arrayBuffer();
  return response.status;
}

test.describe("the storefront started as docs/operations.md says", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.use({ locale: BROWSER_LOCALE.en });
  let direct: Storefront | undefined;
  let behindProxy: Storefront | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    [direct, behindProxy] = await Promise.all([startAsDocumented("direct", {}), startAsDocumented("trusted-proxy", { TRUSTED_PROXIES: "127.0.0.1,::1" })]);
  });
  test.afterAll(async () => {
    await Promise.all([stop(direct), stop(behindProxy)]);
  });

  test("serves a public page, from its page cache after the first view", async () => {
    const page = async () => fetch(`${direct!.url}/en/contact`, { headers: { accept: "text/html", "sec-fetch-dest": "document" } });
    const first = await page();
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const again = await page();
    expect(again.headers.get("x-shijo-page-cache")).toBe("hit");
    expect(await again.text()).toContain("</html>");
  });

  test("keeps an idle connection open 65 s (KEEP_ALIVE_TIMEOUT_MS), longer than a load balancer's 60 s, not Node's 5 s", async () => {
    const response = await fetch(`${direct!.url}/baseline.html`);
    await response.arrayBuffer();
    expect(response.headers.get("keep-alive")).toBe("timeout=65");
  });

  test("without a trusted proxy, a spoofed X-Forwarded-For, X-Real-IP or x-shijo-peer does not buy a new budget", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push(await forgot(direct!, { "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}`, "x-shijo-peer": `192.0.2.${i}` }));
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  test("behind a trusted proxy, the right-most address it forwarded counts, not what the client put before it", async () => {
    // Eleven clients, each with its own budget.
    const clients: number[] = [];
    for (let i = 1; i <= 11; i++) clients.push(await forgot(behindProxy!, { "x-forwarded-for": `203.0.113.${i}` }));
    expect(clients).toEqual(Array(11).fill(200));
    // One client that writes a new left-most entry each time: the proxy's own (right-most) entry is the same.
    const one: number[] = [];
    for (let i = 1; i <= 11; i++) one.push(await forgot(behindProxy!, { "x-forwarded-for": `198.51.100.${i}, 203.0.113.99` }));
    expect(one.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(one[10]).toBe(429);
  });
});
