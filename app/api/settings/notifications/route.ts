import { NextResponse } from "next/server";
import { z } from "zod";
import { notificationFlags } from "@/lib/account/settings";
import { updateProfile } from "@/lib/api/profile";
import { bffRoute } from "@/lib/bff/handler";

const flag = z.union([z.literal(0), z.literal(1)]);
const input = z
  .object({ push_notis: flag.optional(), promo_notis: flag.optional(), blog_notifications: flag.optional(), email_notis: flag.optional() })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "one flag" });

// spec 3 §2 Settings: a toggle is saved at once through PUT users as 0/1 (§5); the answer is the saved flags.
export const PUT = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const result = await updateProfile(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ flags: notificationFlags(result.data.user) });
});
