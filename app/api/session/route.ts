import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";

// The shell's view of the session (ADR 0014): the summary sealed in the cookie at sign-in and refreshed by GET /api/me
// — name, photo, verified, cashback — without a product API call. Never the token.
export const GET = bffRoute({ access: "guest" }, async ({ session }) => {
  const user = session.token && session.user ? session.user : null;
  return NextResponse.json(
    { user: user && { id: user.id, full_name: user.full_name, photo: user.photo, verified: user.verified, cashback_amount: user.cashback_amount } },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
