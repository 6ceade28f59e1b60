import type { ChildProcess } from "node:child_process";
import type { Writable } from "node:stream";

export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  tail: string[];
  stopping: boolean;
}

/** `node` arguments that run the storefront's server (server.ts under tsx). */
export const SERVER_ARGS: string[];
export const DEMO_ACCOUNTS: Array<{ email: string; password: string; note: string }>;
export function freePort(host?: string): Promise<number>;
export function portInUse(port: number, host?: string): Promise<boolean>;
export function spawnService(opts: { name: string; args: string[]; env?: Record<string, string>; logStream?: Writable; cwd?: string }): Service;
export function stopService(service: Service | undefined, graceMs?: number): Promise<void>;
export function waitForHttp(
  url: string,
  opts?: { service?: Service; timeoutMs?: number; accept?: (response: Response) => boolean },
): Promise<Response>;
export function startProductApi(opts: {
  /** Prefix of its output lines (default "api"). */
  name?: string;
  port: number;
  host?: string;
  dataDir?: string;
  testEndpoints?: boolean;
  env?: Record<string, string>;
  logStream?: Writable;
  onSpawn?: (service: Service) => void;
  timeoutMs?: number;
}): Promise<{ service: Service; url: string }>;
export function startWeb(opts: {
  /** Prefix of its output lines (default "web"). */
  name?: string;
  mode?: "start" | "dev";
  port: number;
  hostname?: string;
  env?: Record<string, string>;
  logStream?: Writable;
  onSpawn?: (service: Service) => void;
  timeoutMs?: number;
}): Promise<{ service: Service; url: string }>;
export function startIsolatedStack(opts: {
  logStream?: Writable;
  sessionSecret?: string;
  testEndpoints?: boolean;
  /** The storefront's environment. */
  env?: Record<string, string>;
  /** The product API's environment (bench-social starts it on the small seed: SHIJO_SEED=small). */
  apiEnv?: Record<string, string>;
}): Promise<{ baseUrl: string; apiUrl: string; dataDir: string; stop: () => Promise<void>; pids: number[] }>;
