import type { PushMessage } from "./messages";

// Issue 29 / ADR 0021: the push port. Two adapters: standard Web Push with VAPID (web-push.ts, the default that runs
// and is tested here) and Firebase Cloud Messaging (fcm.ts, switched on by FCM_SERVICE_ACCOUNT).

export interface PushTarget {
  kind: "webpush" | "fcm";
  /** Web Push: the push service URL; FCM: `fcm:` + the registration token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

export type SendOutcome =
  | { ok: true }
  /** gone: the push service no longer knows the device (delete it); retry: worth another try later. */
  | { ok: false; gone: boolean; retry: boolean; status: number; error: string };

export interface PushSender {
  kind: PushTarget["kind"];
  send(target: PushTarget, message: PushMessage): Promise<SendOutcome>;
}

/** What a push service's HTTP status means for the delivery (RFC 8030 §5, FCM v1 alike). */
export function classify(status: number, detail = ""): SendOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  const error = `HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`;
  if (status === 404 || status === 410) return { ok: false, gone: true, retry: false, status, error };
  if (status === 408 || status === 429 || status >= 500) return { ok: false, gone: false, retry: true, status, error };
  return { ok: false, gone: false, retry: false, status, error };
}

/** A failure before any answer (DNS, connection refused, timeout): transient, except a refused private address. */
export function networkFailure(error: unknown): SendOutcome {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EPRIVATEADDRESS") return { ok: false, gone: true, retry: false, status: 0, error: message };
  return { ok: false, gone: false, retry: true, status: 0, error: message };
}
