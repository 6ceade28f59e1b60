import { Hono } from "hono";
import { z } from "zod";
import { checkVerificationCode, sendVerificationCode } from "../accounts/codes";
import { nationalPhone } from "../accounts/users";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail, invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { phoneField } from "./fields";

// spec 1 §7 POST send-verification-code { phone }. Only the account's own number gets an SMS: anything else would
// let anyone with an account send texts to any number.
const sendBody = z.object({ phone: phoneField.nullish() });
// spec 1 §5: "Verification code is the six digits joined."
const verifyBody = z.object({ code: z.string().trim().regex(/^\d{6}$/) });

export function phoneVerificationRoutes(deps: AppDeps) {
  const { db, clock, sink } = deps;
  const app = new Hono<AppEnv>();

  app.post("/send-verification-code", requireUser(deps), validJson(sendBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    const lang = c.get("lang");
    if (!user.phone) return invalid(c, { phone: [t(lang, "noPhone")] });
    if (body.phone && nationalPhone(body.phone) !== user.phone) return invalid(c, { phone: [t(lang, "phoneMismatch")] });
    await sendVerificationCode(db, sink, user.id, user.phone, lang, clock.now());
    return c.json({ success: true, message: t(lang, "codeSent") });
  });

  app.post("/verify-code", requireUser(deps), validJson(verifyBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    if (!user.phone) return fail(c, 422, "noPhone");
    const result = await checkVerificationCode(db, user.id, user.phone, body.code, clock.now());
    if (result === "wrong") return fail(c, 422, "wrongCode");
    if (result === "expired") return fail(c, 422, "codeExpired");
    if (result === "tooManyTries") return fail(c, 422, "tooManyTries");
    return c.json({ success: true, verified_by_mobile: true, message: t(c.get("lang"), "phoneVerified") });
  });

  return app;
}
