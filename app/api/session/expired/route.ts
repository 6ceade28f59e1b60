import { NextResponse, type NextRequest } from "next/server";
import { getSession } from "@/lib/session";
import { safeRelativePath } from "@/lib/auth/safe-redirect";

// A protected layout found the upstream no longer accepts the token: forget it and go home.
export async function GET(request: NextRequest) {
  const session = await getSession();
  session.destroy();
  const next = safeRelativePath(request.nextUrl.searchParams.get("next")) ?? "/";
  const response = NextResponse.redirect(new URL(next, request.url), 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
