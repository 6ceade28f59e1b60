export const SOAK_GROWTH: number;
export function processTree(pid: number | undefined): number[];
export function usage(pids: number[]): { rssMb: number; fds: number } | null;
export interface Gauges {
  chatStreams: number | null;
  pageCacheBytes: number | null;
  pageCacheLimit: number | null;
  requests: number | null;
  dbPool: number | null;
  /** V8's live heap (prom-client's nodejs_heap_size_used_bytes). */
  heapUsedBytes: number | null;
}
export function scrapeGauges(servers: Record<string, string>, token: string): Promise<Record<string, Gauges | null>>;
export interface ResourceSample {
  t: number;
  processes: Record<string, { rssMb: number; fds: number }>;
  gauges: Record<string, Partial<Gauges> | null>;
}
export function resourceVerdict(
  samples: ResourceSample[],
  opts: { seconds: number; loadSeconds?: number; soak: boolean; watchers: number },
): { soak: boolean; warmUpSeconds: number | null; table: Record<string, unknown>[]; chatStreamsMax: number; chatStreamsEnd: number | null; pageCacheMaxBytes: number; problems: string[] };
