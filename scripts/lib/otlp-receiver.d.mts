export interface ReceivedSpan {
  service: string | null;
  resource: Record<string, unknown>;
  scope: string | null;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  links: unknown[];
  status: { code?: number; message?: string };
}
export function flattenSpans(request: unknown): ReceivedSpan[];
export function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }>;
