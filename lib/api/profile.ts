import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";
import { userEnvelopeSchema } from "./schemas/user";

/** spec 1 §7 / spec 3 §7 PUT users: only the fields given change. */
export interface ProfileUpdate {
  full_name?: string;
  username?: string | null;
  email?: string;
  phone?: string;
  /** base64 (or a data: URL) of a jpeg/png; the current URL leaves it; null clears it (spec 3 §7). */
  photo?: string | null;
  gender?: "male" | "female" | "none";
  birthday?: string | null;
  push_notis?: 0 | 1;
  promo_notis?: 0 | 1;
  blog_notifications?: 0 | 1;
  email_notis?: 0 | 1;
  latitude?: number;
  longitude?: number;
  default_card_id?: string | null;
  old_password?: string;
  password?: string;
}

export function updateProfile(ctx: ApiContext, update: ProfileUpdate) {
  return apiFetch("users", { method: "PUT", ctx, schema: userEnvelopeSchema, body: update });
}

/** spec 3 §7 PUT users (change password): old_password and password. */
export function changePassword(ctx: ApiContext, input: { old_password: string; password: string }) {
  return apiFetch("users", { method: "PUT", ctx, schema: userEnvelopeSchema, body: input });
}

const deletedSchema = z.object({ success: z.boolean().optional(), deleted_at: z.string().optional() }).passthrough();

/** spec 3 §4 Account deletion: DELETE users deactivates the account (restorable by logging in within 15 days). */
export function deleteAccount(ctx: ApiContext) {
  return apiFetch("users", { method: "DELETE", ctx, schema: deletedSchema });
}
