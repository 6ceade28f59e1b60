import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, portInUse, spawnService, startProductApi, stopService, waitForHttp, type Service } from "../../scripts/lib/stack.mjs";

// The process management behind `npm start` and the e2e setup, against the real product API CLI.
describe("local product API as a child process (scripts/lib/stack.mjs)", () => {
  // Service output is kept in `tail`; the test log stays readable.
  const quiet = new Writable({ write: (_chunk, _enc, done) => done() });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shijo-stack-test-"));
  let service: Service | undefined;
  afterAll(async () => {
    await stopService(service);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts on a free port, answers /health without a key, and frees the port when stopped", async () => {
    const port = await freePort();
    const api = await startProductApi({ port, dataDir, logStream: quiet });
    service = api.service;
    expect(api.url).toBe(`http://127.0.0.1:${port}/`);

    const health = await fetch(`${api.url}health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true, status: "ok" });

    await stopService(service);
    expect(service.child.exitCode !== null || service.child.signalCode !== null).toBe(true);
    expect(await portInUse(port, "127.0.0.1")).toBe(false);
  });

  it("fails fast, naming the service, when it exits before answering", async () => {
    const port = await freePort();
    const crashing = spawnService({ name: "crasher", args: ["-e", "console.error('boom'); process.exit(3)"], logStream: quiet });
    const started = Date.now();
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, { service: crashing, timeoutMs: 20_000 })).rejects.toThrow(
      /crasher exited \(code 3\)/,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(crashing.tail).toContain("boom");
  });
});
