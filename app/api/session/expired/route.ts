import { localRedirect } from "@/lib/http/local-redirect";
import type { NextRequest } from "next/server";
import { getSession } from "@/lib/session";
import { safeRelativePath } from "@/lib/http/safe-redirect";
import { getUser } from "@/lib/api/auth";
import { serverApiContext } from "@/lib/api/context";

// A protected layout found the upstream no longer accepts the token: forget it and go home.
// This answers a GET (it is the target of a server redirect), so any site can make a browser request it: the
// session is destroyed only when the product API really refuses its token (issue 9 #5), never on the say-so
// of the request. A live session survives a cross-site GET.
export async function GET(request: NextRequest) {
  const session = await getSession();
  if (session.token) {
    const check = await getUser(await serverApiContext());
    if (!check.ok && check.error.status === 401) session.destroy();
  }
  const next = safeRelativePath(request.nextUrl.searchParams.get("next")) ?? "/";
  const response = localRedirect(next);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
