import "server-only";
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
