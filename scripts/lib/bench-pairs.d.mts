export interface PairVariant {
  name: string;
  dir: string | null;
  nodeArgs: string[] | null;
  env: Record<string, string>;
  instances: 1 | 2;
}
export function parseVariants(text: string): PairVariant[];
export function connectionsPerInstance(connections: number, instances: number): number[];
export function roundOrder<T>(variants: T[], round: number): T[];
export interface InstancePart {
  views: number;
  reqPerSec: number;
  cpuMs: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}
export function combineInstances(parts: InstancePart[]): { views: number; reqPerSec: number; cpuMsPerView: number | null; p50Ms: number; p99Ms: number; non2xx: number };
export interface PairRun {
  page: string;
  variant: string;
  cpuMsPerView: number | null;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}
export interface PairRow {
  page: string;
  variant: string;
  rounds: number;
  cpuMsPerView: number | null;
  cpuRuns: Array<number | null>;
  reqPerSec: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  non2xx: number;
  cpuToFirst: number | null;
}
export function summarizePairs(runs: PairRun[], variants: string[]): PairRow[];
