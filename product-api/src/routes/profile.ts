import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emailTaken, nationalPhone, phoneTaken, revokeOtherTokens } from "../accounts/users";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { paymentMethods, users, verificationCodes } from "../db/schema";
import type { AppDeps, AppEnv, UserRow } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { invalid } from "../http/respond";
import { validJson } from "../http/validate";
import { decodeUpload, storeUpload } from "../chat/uploads";
import { userJson } from "../serializers/user";
import { mapFriendsOf } from "./users";
import { tiraneDate } from "../../../contract/tirane-time";
import { emailField, passwordField, phoneField } from "./fields";

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform((v) => v === true || v === 1 || v === "1");
const gender = z.enum(["male", "female", "none"]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable();

// spec 1 §7 / spec 3 §7 PUT users: every field optional (only what is sent changes); spec 3's change-password
// variant sends old_password and password. spec 1 calls them gender/birthday, spec 3 sex/birthdate: both accepted.
const updateBody = z.object({
  full_name: z.string().trim().min(1).max(120).optional(),
  username: z.string().trim().regex(/^[a-z0-9._]{3,40}$/i).nullable().optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  photo: z.string().max(12_000_000).nullable().optional(),
  gender: gender.optional(),
  sex: gender.optional(),
  birthday: day.optional(),
  birthdate: day.optional(),
  push_notis: flag.optional(),
  promo_notis: flag.optional(),
  blog_notifications: flag.optional(),
  email_notis: flag.optional(),
  latitude: z.coerce.number().min(-90).max(90).nullable().optional(),
  longitude: z.coerce.number().min(-180).max(180).nullable().optional(),
  default_card_id: z.union([z.string().max(100), z.number()]).nullable().optional(),
  old_password: z.string().max(200).optional(),
  password: passwordField.optional(),
});

export function profileRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.put("/users", requireUser(deps), validJson(updateBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    const lang = c.get("lang");
    const now = clock.now();
    const errors: Record<string, string[]> = {};
    const set: Partial<UserRow> = { updatedAt: now };

    if (body.full_name !== undefined) set.fullName = body.full_name;
    if (body.email !== undefined && body.email !== user.email) {
      if (await emailTaken(db, body.email, user.id)) errors.email = [t(lang, "emailTaken")];
      else set.email = body.email;
    }
    if (body.username !== undefined && body.username !== user.username) {
      const name = body.username?.toLowerCase() ?? null;
      const [other] = name ? await db.select({ id: users.id }).from(users).where(eq(users.username, name)).limit(1) : [];
      if (other && other.id !== user.id) errors.username = [t(lang, "usernameTaken")];
      else set.username = name;
    }
    let phoneChanged = false;
    if (body.phone !== undefined) {
      const phone = nationalPhone(body.phone);
      if (phone !== user.phone) {
        if (await phoneTaken(db, phone, user.id)) errors.phone = [t(lang, "phoneTaken")];
        else {
          // A new number has to be verified again (spec 1 §2 Edit phone → verification).
          set.phone = phone;
          set.verifiedByMobile = false;
          phoneChanged = true;
        }
      }
    }
    // spec 3 §7 PUT users photo (base64): a jpeg or png (sniffed, at most 5 MB) is stored like a chat picture and
    // becomes the photo's URL. Sending the current URL back (or nothing) leaves it; null or "" clears it.
    let photo: ReturnType<typeof decodeUpload> | null = null;
    if (body.photo !== undefined) {
      if (body.photo === null || body.photo === "") set.photo = null;
      else if (!/^https?:\/\//i.test(body.photo)) {
        photo = decodeUpload(body.photo, "image");
        if (!photo.ok) errors.photo = [t(lang, "photoInvalid")];
      }
    }
    const sex = body.sex ?? body.gender;
    if (sex !== undefined) set.sex = sex;
    const birthdate = body.birthdate !== undefined ? body.birthdate : body.birthday;
    // Issue 24: a birth date after today (Tirana's calendar, the API clock) is refused.
    if (birthdate && birthdate > tiraneDate(now)) errors[body.birthdate !== undefined ? "birthdate" : "birthday"] = [t(lang, "birthdateFuture")];
    else if (birthdate !== undefined) set.birthdate = birthdate;
    if (body.push_notis !== undefined) set.pushNotis = body.push_notis;
    if (body.promo_notis !== undefined) set.promoNotis = body.promo_notis;
    if (body.blog_notifications !== undefined) set.blogNotifications = body.blog_notifications;
    if (body.email_notis !== undefined) set.emailNotis = body.email_notis;
    if (body.latitude !== undefined) set.latitude = body.latitude;
    if (body.longitude !== undefined) set.longitude = body.longitude;
    if (body.default_card_id !== undefined) {
      const id = body.default_card_id === null ? null : String(body.default_card_id);
      const [card] = id
        ? await db.select({ id: paymentMethods.id }).from(paymentMethods)
            .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt))).limit(1)
        : [];
      if (id && !card) errors.default_card_id = [t(lang, "cardNotYours")];
      else set.defaultCardId = id;
    }
    let passwordChanged = false;
    if (body.password !== undefined) {
      // spec 3 §5 Change password: the current one must be right (accounts made through a social network have none).
      if (user.passwordHash && !(await verifyPassword(body.old_password ?? "", user.passwordHash))) {
        errors.old_password = [t(lang, "wrongOldPassword")];
      } else if (user.passwordHash && (await verifyPassword(body.password, user.passwordHash))) {
        // spec 3 §5: "new must differ from current (cannot_use_old_password)" — the server holds the rule too.
        errors.password = [t(lang, "cannotUseOldPassword")];
      } else {
        set.passwordHash = await hashPassword(body.password);
        passwordChanged = true;
      }
    }
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    if (photo?.ok) set.photo = await storeUpload(db, user.id, photo, now);

    const [updated] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
    if (phoneChanged) {
      await db.update(verificationCodes).set({ consumedAt: now }).where(and(eq(verificationCodes.userId, user.id), isNull(verificationCodes.consumedAt)));
    }
    if (passwordChanged) await revokeOtherTokens(db, user.id, c.get("tokenId"), now);
    return c.json({ user: userJson(updated, c.get("baseUrl"), await mapFriendsOf(db, user.id)) });
  });

  // spec 3 §4 Account deletion ("how a deletion is requested is not shown"): DELETE users deactivates the account at
  // once — every token stops working, the person leaves the directory and the friends map (listedUser) — and
  // purgeDeletedAccounts removes it for good 15 days later unless a login restores it first.
  app.delete("/users", requireUser(deps), async (c) => {
    const user = c.get("user");
    const now = clock.now();
    await db.update(users).set({ deletedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeOtherTokens(db, user.id, null, now);
    return c.json({ success: true, deleted_at: now.toISOString() });
  });

  return app;
}
