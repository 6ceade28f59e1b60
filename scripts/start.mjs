#!/usr/bin/env node
// `npm start` / `npm run dev`: build when needed, start the local product API (unless PRODUCT_API_URL is set)
// and the storefront, print the URL. Ctrl-C stops both; if either dies, the other is stopped too.
import { ensureBuild } from "./lib/build.mjs";
import { DEMO_ACCOUNTS, largeSeedAsked, portInUse, startProductApi, startWeb, stopService } from "./lib/stack.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.PRODUCT_API_PORT ?? 4000);
const externalApi = process.env.PRODUCT_API_URL;

const services = [];
let shuttingDown = false;

function fail(message) {
  console.error(`\n\x1b[31m✖ ${message}\x1b[0m\n`);
  process.exitCode = 1;
}

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all([...services].reverse().map((s) => stopService(s)));
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (shuttingDown) {
      // A second Ctrl-C: do not wait for graceful shutdown.
      services.forEach((s) => s.child.kill("SIGKILL"));
      process.exit(130);
    }
    console.log(`\nStopping Shijo (${signal})…`);
    void shutdown(0);
  });
}
// Never leave a child behind, whatever ends this process.
process.on("exit", () => services.forEach((s) => s.child.exitCode === null && s.child.kill("SIGTERM")));

function watch(service) {
  service.exited.then(async ({ code, signal }) => {
    // Ctrl-C reaches the children too; give our own handler a moment to mark the shutdown.
    await new Promise((r) => setTimeout(r, 300));
    if (shuttingDown || service.stopping) return;
    fail(`${service.name === "api" ? "The product API" : "The storefront"} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest.`);
    await shutdown(1);
  });
}

async function main() {
  if (!Number.isInteger(port) || port <= 0) return fail(`PORT must be a port number, got "${process.env.PORT}"`);
  if (await portInUse(port)) {
    return fail(`Port ${port} is already in use. Stop whatever runs there, or start Shijo on another port: PORT=3001 npm ${dev ? "run dev" : "start"}`);
  }
  if (!dev) await ensureBuild();

  let apiUrl = externalApi;
  if (!apiUrl) {
    if (await portInUse(apiPort, "127.0.0.1")) {
      return fail(
        `Port ${apiPort} (local product API) is already in use.\n` +
          `  If a product API already runs there, reuse it: PRODUCT_API_URL=http://127.0.0.1:${apiPort}/ npm ${dev ? "run dev" : "start"}\n` +
          `  Otherwise choose another port: PRODUCT_API_PORT=4001 npm ${dev ? "run dev" : "start"}`,
      );
    }
    console.log(`Starting the local product API on 127.0.0.1:${apiPort} (the first start seeds .data/${largeSeedAsked() ? " with the large seed: a few minutes" : ""})…`);
    const api = await startProductApi({ port: apiPort, host: "127.0.0.1", onSpawn: (s) => services.push(s) });
    watch(api.service);
    apiUrl = api.url;
  } else {
    console.log(`Using the product API at ${apiUrl} (PRODUCT_API_URL is set; not starting the local one).`);
  }

  console.log(`Starting the storefront (${dev ? "next dev" : "next start"}) on port ${port}…`);
  const web = await startWeb({
    mode: dev ? "dev" : "start",
    port,
    env: { PORT: String(port), PRODUCT_API_URL: apiUrl },
    onSpawn: (s) => services.push(s),
  });
  watch(web.service);

  const url = `http://localhost:${port}`;
  console.log(
    [
      "",
      `\x1b[1m\x1b[32mShijo is running at ${url}\x1b[0m${dev ? " (development mode)" : ""}`,
      `  product API: ${apiUrl}`,
      "  demo accounts:",
      ...DEMO_ACCOUNTS.map((a) => `    ${a.email} / ${a.password}  (${a.note})`),
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}

main().catch(async (error) => {
  fail(error.message);
  await shutdown(1);
});
