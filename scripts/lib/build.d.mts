import type { Writable } from "node:stream";

export const ROOT: string;
export function computeBuildHash(root?: string): string;
/** The bench-only build (ADR 0027): its directory and the environment that builds and starts it. */
export const BENCH_BUILD: { distDir: string; env: Record<string, string> };
export function staleReason(root?: string, distDir?: string): string | null;
export function isBuildCurrent(root?: string, distDir?: string): boolean;
export function runBuild(opts?: { root?: string; logStream?: Writable; distDir?: string; env?: Record<string, string> }): Promise<{ ms: number }>;
export function ensureBuild(opts?: {
  root?: string;
  log?: (line: string) => void;
  logStream?: Writable;
  distDir?: string;
  env?: Record<string, string>;
}): Promise<{ built: boolean; ms: number }>;
