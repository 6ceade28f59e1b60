// Which push adapter a device subscribes with (ADR 0021): Firebase Cloud Messaging when the Firebase web config, its
// sender id and its web push key are set at build time, else standard Web Push with the product API's VAPID key.
export const PUSH_ON_FCM = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY &&
    process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_APP_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID &&
    process.env.NEXT_PUBLIC_FIREBASE_VAPID_KEY,
);

export type { DeviceSubscription } from "@/lib/api/schemas/push";
