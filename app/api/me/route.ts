import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { checkSession } from "@/lib/bff/sign-in";

// GET users → the summary the shell needs, or null for a guest. Never the token.
export const GET = bffRoute({ access: "guest" }, async ({ api, session, fail }) => {
  const check = await checkSession(session, api);
  if (check.kind === "failed") return fail(check.error);
  return NextResponse.json({ user: check.kind === "user" ? check.user : null });
});
