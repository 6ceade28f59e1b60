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

export function getUser(ctx: ApiContext) {
  return apiFetch("users", { ctx, schema: userEnvelopeSchema });
}
