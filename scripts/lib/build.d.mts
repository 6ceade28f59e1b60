import type { Writable } from "node:stream";

export const ROOT: string;
export function computeBuildHash(root?: string): string;
export function staleReason(root?: string): string | null;
export function isBuildCurrent(root?: string): boolean;
export function runBuild(opts?: { root?: string; logStream?: Writable }): Promise<{ ms: number }>;
export function ensureBuild(opts?: { root?: string; log?: (line: string) => void; logStream?: Writable }): Promise<{ built: boolean; ms: number }>;
