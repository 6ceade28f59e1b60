import "server-only";
import { z } from "zod";
import { apiFetch, type ApiContext } from "./client";
import { loginResponseSchema, userEnvelopeSchema } from "./schemas/user";

export function login(ctx: ApiContext, input: { email: string; password: string; session_id?: string }) {
  return apiFetch("login", {
    method: "POST",
    ctx,
    schema: loginResponseSchema,
    body: { email: input.email, password: input.password, device: { token: ctx.deviceId ?? "web" }, session_id: input.session_id },
  });
}

export function logout(ctx: ApiContext) {
  return apiFetch("logout", { ctx, schema: z.unknown() });
}

export function getUser(ctx: ApiContext, options: { timeoutMs?: number } = {}) {
  return apiFetch("users", { ctx, schema: userEnvelopeSchema, ...options });
}

const ok = z.object({ success: z.boolean().optional(), message: z.string().optional() }).passthrough();
const device = (ctx: ApiContext) => ({ token: ctx.deviceId ?? "web" });

/** spec 1 §3 Registration payload (lib/validation/register registerPayload builds it). */
export interface RegisterPayload {
  full_name: string;
  email: string;
  phone: string;
  password: string;
  refferal_code: string;
  session_id: string;
}

export function register(ctx: ApiContext, payload: RegisterPayload) {
  return apiFetch("register", { method: "POST", ctx, schema: ok, body: { ...payload, device: device(ctx) } });
}

/** spec 1 §7 POST login/legacy: the stored token (bearer) confirmed at start-up. */
export function loginLegacy(ctx: ApiContext) {
  return apiFetch("login/legacy", { method: "POST", ctx, schema: loginResponseSchema, body: { device: device(ctx) } });
}

export type SocialProvider = "facebook" | "google" | "apple";

/** spec 1 §7 login/facebook { access_token }, login/google { id_token }, login/apple { apple_id, apple_identity_token, email, name }. */
export function socialLogin(ctx: ApiContext, provider: SocialProvider, body: Record<string, string | undefined>) {
  return apiFetch(`login/${provider}`, { method: "POST", ctx: { ...ctx, token: undefined }, schema: loginResponseSchema, body: { ...body, device: device(ctx) } });
}

export function forgotPassword(ctx: ApiContext, email: string) {
  return apiFetch("forgot-password", { method: "POST", ctx: { ...ctx, token: undefined }, schema: ok, body: { email } });
}

export function resetPassword(ctx: ApiContext, input: { token: string; password: string; password_confirmation: string }) {
  return apiFetch("reset-password", { method: "POST", ctx: { ...ctx, token: undefined }, schema: ok, body: input });
}

export function sendVerificationCode(ctx: ApiContext, phone?: string) {
  return apiFetch("send-verification-code", { method: "POST", ctx, schema: ok, body: phone ? { phone } : {} });
}

export function verifyCode(ctx: ApiContext, code: string) {
  return apiFetch("verify-code", { method: "POST", ctx, schema: ok, body: { code } });
}
