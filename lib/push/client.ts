// The browser half of the push port (ADR 0021): asks for permission, subscribes this device with the adapter that
// runs (Web Push by default, FCM by env) and hands the subscription to the BFF, which stores it for the account in
// the page's language. Loaded only when a signed-in customer turns notifications on or already allowed them.
import { bffRequest } from "@/lib/client/bff";
import { PUSH_ON_FCM, type DeviceSubscription } from "./adapter";

export type PushState = "unsupported" | "denied" | "default" | "granted";
export type SubscribeOutcome = "on" | "denied" | "unsupported" | "failed";

export function pushState(): PushState {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return "unsupported";
  }
  return Notification.permission;
}

/** The base64url VAPID public key as the bytes PushManager wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The service worker's registration; null when none comes (a development server registers none). */
function registration(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
}

async function deviceSubscription(create: boolean): Promise<DeviceSubscription | null> {
  const worker = await registration();
  if (!worker) return null;
  return subscriptionOf(worker, create);
}

async function subscriptionOf(registration: ServiceWorkerRegistration, create: boolean): Promise<DeviceSubscription | null> {
  if (PUSH_ON_FCM) {
    const { fcmToken } = await import("./fcm-device");
    const token = await fcmToken(registration);
    return token ? { kind: "fcm", token } : null;
  }
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription && create) {
    const config = await bffRequest<{ vapid_public_key: string | null }>("/api/push/subscription");
    if (!config.ok || !config.data.vapid_public_key) return null;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(config.data.vapid_public_key) });
  }
  if (!subscription) return null;
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { kind: "webpush", endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Asks for permission (the caller is a click) and subscribes this device for the signed-in account. */
export async function subscribeDevice(): Promise<SubscribeOutcome> {
  if (pushState() === "unsupported") return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const device = await deviceSubscription(true);
    if (!device) return "failed";
    const saved = await bffRequest("/api/push/subscription", { method: "POST", body: device });
    return saved.ok ? "on" : "failed";
  } catch {
    return "failed";
  }
}

const REFRESHED_KEY = "shijo.push.refreshed";

/**
 * Permission already given: links this device's subscription to the account again (after a login) in the page's
 * language. Once per browser session and language.
 */
export async function refreshDevice(locale: string): Promise<void> {
  if (pushState() !== "granted") return;
  try {
    if (sessionStorage.getItem(REFRESHED_KEY) === locale) return;
    const device = await deviceSubscription(false);
    if (!device) return;
    const saved = await bffRequest("/api/push/subscription", { method: "POST", body: device });
    if (saved.ok) sessionStorage.setItem(REFRESHED_KEY, locale);
  } catch {
    /* the next visit tries again */
  }
}
