// Which push adapter a device subscribes with (ADR 0021): Firebase Cloud Messaging when the Firebase web config, its
// sender id and its web push key are set at build time, else standard Web Push with the product API's VAPID key.
export const PUSH_ON_FCM = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY &&
    process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_APP_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
);

/** What a device hands the BFF: a Web Push subscription (RFC 8030 endpoint + RFC 8291 keys) or an FCM token. */
export type DeviceSubscription =
  | { kind: "webpush"; endpoint: string; keys: { p256dh: string; auth: string } }
  | { kind: "fcm"; token: string };
