// Stops the servers global-setup.ts started (their pids are in test-results/e2e-stack.json).
import { existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { STACK_STATE } from "./paths";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STACK_STATE)) return;
  const { pids, dataDir } = JSON.parse(readFileSync(STACK_STATE, "utf8")) as { pids: number[]; dataDir: string };
  // Storefront first, then the API it talks to.
  for (const pid of [...pids].reverse()) {
    if (!alive(pid)) continue;
    process.kill(pid, "SIGTERM");
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, "SIGKILL");
  }
  if (dataDir.startsWith(path.join(os.tmpdir(), "shijo-api-"))) rmSync(dataDir, { recursive: true, force: true });
  rmSync(STACK_STATE, { force: true });
}
