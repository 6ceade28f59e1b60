// Throwaway PostgreSQL and Redis servers for `npm run test:scale` (issue 15): each on a free loopback port with
// its data in a fresh temp directory, stopped and deleted by stop(). Binaries come from scripts/ensure-services.mjs.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./stack.mjs";

const HOST = "127.0.0.1";

/** A child process whose output goes to `logStream` (each line prefixed with `name`), its last 40 lines kept in `tail`. */
export function spawnLogged(name, command, args, { logStream, uid, gid, env, cwd } = {}) {
  const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, ...(uid === undefined ? {} : { uid, gid }) });
  const tail = [];
  const onData = (chunk) => {
    for (const line of String(chunk).split("\n")) {
      if (!line) continue;
      tail.push(line);
      if (tail.length > 40) tail.shift();
      logStream?.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      onData(`failed to start: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
  return { name, child, exited, tail };
}

/** Stops a spawnLogged service with `signal`, and with SIGKILL after `graceMs`. */
export async function stopChild(service, signal = "SIGTERM", graceMs = 10_000) {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await service.exited;
  clearTimeout(timer);
}

async function waitUntil(service, what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  service.exited.then((r) => (exited = r));
  let last = "no answer";
  while (Date.now() < deadline) {
    if (exited) throw Object.assign(new Error(`${service.name} exited (${exited.code ?? exited.signal}) before ${what}`), { serviceOutput: service.tail.join("\n") });
    try {
      if (await probe()) return;
    } catch (error) {
      last = error.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw Object.assign(new Error(`${service.name}: no ${what} within ${timeoutMs / 1000} s (last: ${last})`), { serviceOutput: service.tail.join("\n") });
}

/** PostgreSQL refuses to run as root: as root, the servers run as the `postgres` user Debian's package creates (or nobody). */
function unprivilegedUser() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  for (const name of ["postgres", "nobody"]) {
    const uid = spawnSync("id", ["-u", name], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", name], { encoding: "utf8" });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout), gid: Number(gid.stdout) };
  }
  throw new Error("running as root, and there is neither a postgres nor a nobody user to run PostgreSQL as");
}

/**
 * initdb (trust auth, superuser `postgres`) in a temp directory, then `postgres` on a free loopback port, tuned for
 * tests (no fsync). Returns { url (of database `postgres`), port, stop() }.
 */
export async function startPostgres({ bin, logStream, timeoutMs = 60_000 }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shijo-pg-"));
  const user = unprivilegedUser();
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  if (user) chownSync(dataDir, user.uid, user.gid);
  let server = null;
  const stop = async () => {
    // SIGINT is PostgreSQL's "fast shutdown": open connections are ended, no waiting for clients.
    if (server) await stopChild(server, "SIGINT");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const pgdata = path.join(dataDir, "data");
    // HOME and the working directory must be readable by the unprivileged user.
    const env = { LC_ALL: "C", LANG: "C", HOME: dataDir, PGDATA: pgdata };
    const init = spawnSync(path.join(bin, "initdb"), ["-D", pgdata, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"], {
      encoding: "utf8",
      cwd: dataDir,
      env: { ...process.env, ...env },
      ...as,
    });
    logStream?.write(`[initdb] ${init.stdout ?? ""}${init.stderr ?? ""}\n`);
    if (init.status !== 0) throw Object.assign(new Error(`initdb failed (exit ${init.status ?? init.error?.message})`), { serviceOutput: `${init.stdout}${init.stderr}` });
    const port = await freePort(HOST);
    const args = ["-D", pgdata, "-p", String(port), "-c", `listen_addresses=${HOST}`, "-c", `unix_socket_directories=${dataDir}`];
    for (const setting of ["fsync=off", "synchronous_commit=off", "full_page_writes=off", "max_connections=200", "timezone=UTC"]) args.push("-c", setting);
    const url = `postgres://postgres@${HOST}:${port}/postgres`;
    const pg = (await import("pg")).default;
    const launch = async () => {
      server = spawnLogged("postgres", path.join(bin, "postgres"), args, { logStream, env, cwd: dataDir, ...as });
      await waitUntil(
        server,
        "connection",
        async () => {
          const client = new pg.Client({ connectionString: url });
          client.on("error", () => {});
          try {
            await client.connect();
            await client.query("SELECT 1");
            return true;
          } finally {
            await client.end().catch(() => {});
          }
        },
        timeoutMs,
      );
    };
    await launch();
    /**
     * Issue 15 "Faults": a restart as an operator would do it — fast shutdown (open connections are cut), then the
     * same server on the same port and data directory. `downMs` keeps it down that long before starting again.
     */
    const restart = async ({ downMs = 0 } = {}) => {
      await stopChild(server, "SIGINT");
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      await launch();
    };
    return { url, port, pid: server.child.pid, stop, restart };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Sends one inline command to Redis and resolves with its first reply line. */
export function redisCommand(port, command, host = HOST) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    let data = "";
    socket.setTimeout(2000, () => socket.destroy(new Error("timeout")));
    socket.on("connect", () => socket.write(`${command}\r\n`));
    socket.on("data", (chunk) => {
      data += chunk;
      if (data.includes("\r\n")) {
        socket.end();
        resolve(data.split("\r\n")[0]);
      }
    });
    socket.on("error", reject);
  });
}

/**
 * `redis-server` on a free loopback port (or `port`, e.g. to bring one back where it was), nothing persisted.
 * Returns { url, port, pid, stop(), kill() } — kill() is a crash (SIGKILL), for the fault tests.
 */
export async function startRedis({ redisServer, logStream, port: wanted, timeoutMs = 30_000 }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shijo-redis-"));
  const port = wanted ?? (await freePort(HOST));
  const server = spawnLogged("redis", redisServer, ["--port", String(port), "--bind", HOST, "--save", "", "--appendonly", "no", "--dir", dir, "--daemonize", "no"], { logStream });
  const stop = async () => {
    await stopChild(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(server, "PONG", async () => (await redisCommand(port, "PING")) === "+PONG", timeoutMs);
    const kill = async () => {
      await stopChild(server, "SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    };
    return { url: `redis://${HOST}:${port}`, port, pid: server.child.pid, stop, kill };
  } catch (error) {
    await stop();
    throw error;
  }
}
