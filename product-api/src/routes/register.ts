import { Hono } from "hono";
import { z } from "zod";
import { purgeDeletedAccounts } from "../accounts/deletion";
import { createUser, emailTaken, nationalPhone, phoneTaken } from "../accounts/users";
import { sendVerificationCode } from "../accounts/codes";
import { hashPassword } from "../auth/passwords";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { emailField, passwordField, phoneField } from "./fields";

// spec 1 §3 Registration payload: full_name, email, phone, password, refferal_code (spelt so, always empty),
// session_id, device. SMS consent is checked by the client before it calls (spec 1 §5), so it is recorded here.
const registerBody = z.object({
  full_name: z.string().trim().min(1).max(120),
  email: emailField,
  phone: phoneField,
  password: passwordField,
  refferal_code: z.string().max(50).nullish(),
  session_id: z.string().max(200).nullish(),
  device: z.object({ token: z.string().max(4096).nullish() }).nullish(),
});

export function registerRoutes(deps: AppDeps) {
  const { db, clock, sink } = deps;
  const app = new Hono<AppEnv>();

  // spec 1 §7 POST register. The first SMS code goes out at once; the client then logs in and shows the boxes.
  app.post("/register", validJson(registerBody), async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const phone = nationalPhone(body.phone);
    // spec 3 §4: an account deleted for good frees its e-mail and phone; a deactivated one (15 days) still holds them.
    await purgeDeletedAccounts(db, clock.now());
    const [takenEmail, takenPhone] = await Promise.all([emailTaken(db, body.email), phoneTaken(db, phone)]);
    if (takenEmail || takenPhone) {
      return invalid(c, {
        ...(takenEmail ? { email: [t(lang, "emailTaken")] } : {}),
        ...(takenPhone ? { phone: [t(lang, "phoneTaken")] } : {}),
      });
    }
    const now = clock.now();
    const user = await createUser(
      db,
      { fullName: body.full_name, email: body.email, phone, passwordHash: await hashPassword(body.password), smsConsent: true },
      now,
    );
    if (!user) return invalid(c, { email: [t(lang, "emailTaken")] });
    await sendVerificationCode(db, sink, user.id, phone, lang, now);
    // No token here: the client logs in next (spec 1 §4 "register, then login"), so no unused token stays live.
    return c.json({ success: true, message: t(lang, "registered"), user_id: user.id }, 201);
  });

  return app;
}
