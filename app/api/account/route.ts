import { NextResponse } from "next/server";
import { z } from "zod";
import { deleteAccount } from "@/lib/api/profile";
import { bffRoute } from "@/lib/bff/handler";
import { localizePath } from "@/lib/i18n/paths";

// The confirmation dialog's answer travels with the call: a bare DELETE (a stray script, a test that walks every
// route with an empty body) is a 400 and never reaches the product API.
const input = z.object({ confirm: z.literal(true) });

// spec 3 §4 Account deletion: the product API deactivates the account at once (every token stops working), so the
// session is destroyed with it; logging in within 15 days restores the account.
export const DELETE = bffRoute({ access: "verified", input }, async ({ api, session, locale, fail }) => {
  const result = await deleteAccount(api);
  if (!result.ok) return fail(result.error);
  session.destroy();
  return NextResponse.json({ ok: true, next: localizePath("/", locale) });
});
