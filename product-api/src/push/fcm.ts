import { createSign } from "node:crypto";
import type { PushMessage } from "./messages";
import { classify, networkFailure, type PushSender, type PushTarget, type SendOutcome } from "./port";

// The Firebase Cloud Messaging adapter (ADR 0021), on when FCM_SERVICE_ACCOUNT holds a service account's JSON: FCM
// HTTP v1 with an OAuth token from a signed JWT (RFC 7523). It sends a data message, so the storefront's own service
// worker (public/sw.js) shows it like a Web Push one. Not exercised here (no network to Google): its request shape is
// unit-tested.

export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

export function parseServiceAccount(raw: string | undefined): ServiceAccount | null {
  if (!raw?.trim()) return null;
  const data = JSON.parse(raw) as Partial<ServiceAccount>;
  if (typeof data.project_id !== "string" || typeof data.client_email !== "string" || typeof data.private_key !== "string") {
    throw new Error("FCM_SERVICE_ACCOUNT must be a service account JSON with project_id, client_email and private_key");
  }
  return { project_id: data.project_id, client_email: data.client_email, private_key: data.private_key };
}

const TOKEN_URL = "https://oauth2.googleapis.com/token";
const SCOPE = "https://www.googleapis.com/auth/firebase.messaging";

/** The body of FCM v1's messages:send for one device. */
export function fcmRequest(token: string, message: PushMessage) {
  return {
    message: {
      token,
      data: { title: message.title, body: message.body, url: message.url, tag: message.tag, lang: message.lang },
      webpush: { headers: { Urgency: "high", TTL: "3600", Topic: message.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) } },
    },
  };
}

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString("base64url");
}

export function signedAssertion(account: ServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT" }));
  const claims = base64url(JSON.stringify({ iss: account.client_email, scope: SCOPE, aud: TOKEN_URL, iat: nowSeconds, exp: nowSeconds + 3600 }));
  const signature = createSign("RSA-SHA256").update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
}

export function fcmSender(account: ServiceAccount, fetchImpl: typeof fetch = fetch): PushSender {
  let access: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (access && access.until > now + 60) return access.token;
    const response = await fetchImpl(TOKEN_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: signedAssertion(account, now) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("FCM token: no access_token");
    access = { token: body.access_token, until: now + (body.expires_in ?? 3600) };
    return access.token;
  }

  return {
    kind: "fcm",
    async send(target: PushTarget, message: PushMessage): Promise<SendOutcome> {
      const token = target.endpoint.startsWith("fcm:") ? target.endpoint.slice(4) : "";
      if (!token) return { ok: false, gone: true, retry: false, status: 0, error: "no FCM token" };
      try {
        const response = await fetchImpl(`https://fcm.googleapis.com/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`, {
          method: "POST",
          headers: { Authorization: `Bearer ${await accessToken()}`, "Content-Type": "application/json" },
          body: JSON.stringify(fcmRequest(token, message)),
          signal: AbortSignal.timeout(10_000),
        });
        const detail = response.ok ? "" : await response.text().catch(() => "");
        // FCM answers 404 UNREGISTERED for a token that is gone, 400 INVALID_ARGUMENT for one that never was.
        if (response.status === 400 && /registration token/i.test(detail)) return { ok: false, gone: true, retry: false, status: 400, error: detail.slice(0, 200) };
        return classify(response.status, detail);
      } catch (error) {
        return networkFailure(error);
      }
    },
  };
}
