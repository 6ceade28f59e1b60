export const BUSY_LIMITS: { loadPerCore: number; foreignShare: number; indexDeviation: number; mainThreadOnCpu: number };
export function median(values: Array<number | null | undefined>): number | null;
export interface RunMachine {
  loadBefore?: number | null;
  cores?: number;
  foreignShare?: number | null;
  benchmarkIndex?: number | null;
  onCpuShare?: number | null;
}
export function busyReasons(run: RunMachine, sessionIndex: number | null, limits?: typeof BUSY_LIMITS): string[];
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}
export interface MainThreadSummary {
  tasks: number;
  wallMs: number;
  cpuMs: number;
  onCpuShare: number | null;
  longTasksFromCpu: number;
  longestCpuMs: number;
}
export function mainThreadSummary(traceEvents: TraceEvent[], options?: { url?: string; cpuSlowdown?: number }): MainThreadSummary | null;
export function traceOnCpuTime<T extends { traceEvents: TraceEvent[] }>(trace: T, url?: string): T;
export function parseProcStat(text: string): { busy: number; total: number };
export function treeTicks(stats: Record<string, string>, rootPid: number): Map<number, number>;
export function foreignShare(
  before: { machine: { busy: number; total: number }; tree: Map<number, number> },
  after: { machine: { busy: number; total: number }; tree: Map<number, number> },
): number | null;
export interface CpuSnapshot {
  machine: { busy: number; total: number };
  tree: Map<number, number>;
  /** treeTicks of the Chromium the bench launched, when it has one. */
  chromium?: Map<number, number>;
}
export function benchShares(
  before: CpuSnapshot | null | undefined,
  after: CpuSnapshot | null | undefined,
  selfPid: number,
): { chromium: number | null; lighthouse: number | null; servers: number | null };
export function printColumns<R>(rows: R[], columns: Array<[string, (row: R) => unknown]>): void;
export function procStats(): Record<string, string>;
export function settleBursts(paths: string[], totalSeconds: number, burstSeconds?: number): Array<{ path: string; seconds: number }>;
export interface ReplayRun {
  round: number;
  page: string;
  base: boolean;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  webCpuMsPerView: number | null;
  othersShare: number | null;
  views: number;
  non2xx: number;
  errors: number;
  replayed: number;
  replayMisses: number;
  missed?: string[];
  load: string;
}
export interface ReplayRow {
  page: string;
  base: boolean;
  rounds: number;
  reqPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  webCpuMsPerView: number | null;
  othersShare: number | null;
  ratioToMinimal: number;
  roundRatios: number[];
  cpuRatioToMinimal: number | null;
  views: number;
  non2xx: number;
  errors: number;
  replayed: number;
  replayMisses: number;
  missed: string[];
  load: string;
}
export function replayRoundsSummary(runs: ReplayRun[]): ReplayRow[];
export function allocatedBytes(probe: { startUsedBytes: number; collections: { beforeBytes: number; afterBytes: number }[] }): number | null;
