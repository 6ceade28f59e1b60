import "server-only";
import { apiFetch, type ApiContext } from "./client";
import { successSchema } from "./schemas/chat";
import { pushConfigSchema, pushSubscriptionSchema, type DeviceSubscription } from "./schemas/push";

/** GET push/config: the VAPID public key browsers subscribe with, and the adapters that send. */
export function getPushConfig(ctx: ApiContext) {
  return apiFetch("push/config", { ctx, schema: pushConfigSchema });
}

/** POST push/subscriptions: this device, for the signed-in account, in the request's language. */
export function savePushSubscription(ctx: ApiContext, device: DeviceSubscription) {
  return apiFetch("push/subscriptions", { method: "POST", ctx, body: device, schema: pushSubscriptionSchema });
}

/** DELETE push/subscriptions: this device stops hearing of the account. */
export function deletePushSubscription(ctx: ApiContext, device: { endpoint: string } | { token: string }) {
  return apiFetch("push/subscriptions", { method: "DELETE", ctx, body: device, schema: successSchema });
}
