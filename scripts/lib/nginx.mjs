// nginx in front of the storefronts and product APIs (issue 30), for `npm run test:scale` and `npm run bench:load`:
// deploy/nginx.conf filled in with free loopback ports and a fresh temp directory (config, logs, temp files),
// run in the foreground and stopped by stop(). The binary comes from scripts/ensure-services.mjs.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./build.mjs";
import { spawnLogged, stopChild } from "./services.mjs";
import { freePort } from "./stack.mjs";

export const NGINX_TEMPLATE = path.join(ROOT, "deploy/nginx.conf");
const HOST = "127.0.0.1";

/** deploy/nginx.conf with its ${SHIJO_…} names replaced; a name the template uses but `values` lacks is an error. */
export function renderNginxConfig(values, template = readFileSync(NGINX_TEMPLATE, "utf8")) {
  return template.replace(/\$\{(SHIJO_[A-Z_]+)\}/g, (whole, name, offset) => {
    // The envsubst example in the header comment stays as written.
    const lineStart = template.lastIndexOf("\n", offset) + 1;
    if (template.slice(lineStart, offset).trimStart().startsWith("#")) return whole;
    if (!(name in values)) throw new Error(`deploy/nginx.conf needs ${name}`);
    return values[name];
  });
}

/** `server host:port …;` lines of an upstream block. */
export function serverLines(addresses, params = "max_fails=1 fail_timeout=10s") {
  return addresses.map((address) => `server ${address} ${params};`).join(" ");
}

function waitForPort(port, { child, timeoutMs = 10_000 }) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}) before listening`));
      const socket = net.connect({ port, host: HOST });
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * nginx on free loopback ports: `url` round-robins over `storefronts` (host:port list), `apiUrl` over `productApis`.
 * Returns { url, apiUrl, port, apiPort, dir, pid, stop() }; output goes to `logStream` as `[nginx] …` lines.
 */
export async function startNginx({ bin, storefronts, productApis, logStream }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shijo-nginx-"));
  // As root, nginx's workers run as nobody: they must reach the temp files' directory.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "state"));
  const [port, apiPort] = [await freePort(HOST), await freePort(HOST)];
  const config = renderNginxConfig({
    SHIJO_LISTEN: `${HOST}:${port}`,
    SHIJO_TLS: "",
    SHIJO_API_LISTEN: `${HOST}:${apiPort}`,
    SHIJO_STOREFRONT_SERVERS: serverLines(storefronts),
    SHIJO_PRODUCT_API_SERVERS: serverLines(productApis),
    SHIJO_LOG_DIR: dir,
    SHIJO_STATE_DIR: path.join(dir, "state"),
  });
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config);
  const service = spawnLogged("nginx", bin, ["-p", dir, "-c", file, "-e", "stderr", "-g", `daemon off; pid ${path.join(dir, "nginx.pid")};`], { logStream });
  const { child, tail } = service;
  const stop = async () => {
    // SIGQUIT: graceful (open requests finish); SIGKILL after 3 s.
    await stopChild(service, "SIGQUIT", 3000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitForPort(port, { child }), waitForPort(apiPort, { child })]);
  } catch (error) {
    await stop();
    throw Object.assign(error, { serviceOutput: tail.join("\n") });
  }
  return { url: `http://${HOST}:${port}`, apiUrl: `http://${HOST}:${apiPort}/`, port, apiPort, dir, pid: child.pid, accessLog: path.join(dir, "access.log"), stop };
}
