import type { Writable } from "node:stream";

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  /** Fast shutdown, then the same server on the same port and data directory (down for `downMs` in between). */
  restart(opts?: { downMs?: number }): Promise<void>;
}

export interface RunningRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL: Redis goes away as in a crash. */
  kill(): Promise<void>;
}

export function startPostgres(opts: { bin: string; logStream?: Writable; timeoutMs?: number }): Promise<RunningPostgres>;
export function startRedis(opts: { redisServer: string; logStream?: Writable; port?: number; timeoutMs?: number }): Promise<RunningRedis>;
export function redisCommand(port: number, command: string, host?: string): Promise<string>;
