// spec 3 §2 Settings writes: a notification toggle, the change-password modal, the account deletion.
import type { NotificationFlags, NotificationKey } from "@/lib/account/settings";
import { notificationPayload } from "@/lib/account/settings";
import type { ChangePasswordForm } from "@/lib/validation/password";
import { bff } from "../bff";

/** PUT /api/settings/notifications: one toggle as 0/1; answers the saved flags. */
export const saveNotification = (key: NotificationKey, on: boolean) =>
  bff<{ flags: NotificationFlags }>("/api/settings/notifications", { method: "PUT", body: notificationPayload(key, on) });

/** PUT /api/settings/password: the three fields of spec 3 §5. */
export const changePassword = (form: ChangePasswordForm) => bff<{ ok: true }>("/api/settings/password", { method: "PUT", body: form });

/** DELETE /api/account: deactivates the account and ends the session; `next` is home in the page's language. */
export const deleteAccount = () => bff<{ ok: true; next: string }>("/api/account", { method: "DELETE", body: { confirm: true } });
