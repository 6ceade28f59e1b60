import type { IncomingHttpHeaders } from "node:http";

export type RelayMode = "record" | "replay" | "forward";
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}
export interface Recording {
  put(key: string, answer: { status: number; headers?: IncomingHttpHeaders | Record<string, string | string[] | undefined>; body?: Buffer | string }): void;
  get(key: string): RecordedAnswer | undefined;
  readonly size: number;
}
export const KEY_HEADERS: string[];
export function requestKey(request: { method: string; url: string; headers?: IncomingHttpHeaders | Record<string, string | string[] | undefined>; body?: Buffer | string }): string;
export function createRecording(): Recording;
export function startReplayRelay(
  target: string,
  opts?: { host?: string; mode?: RelayMode; recording?: Recording },
): Promise<{
  url: string;
  recording: Recording;
  readonly mode: RelayMode;
  setMode(mode: RelayMode): void;
  stats(): { upstream: number; replayed: number; misses: number; missed: string[] };
  reset(): void;
  close(): Promise<void>;
}>;
