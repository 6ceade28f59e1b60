import { localRedirect } from "@/lib/http/local-redirect";
import { NextResponse } from "next/server";
import { bffRoute, wantsHtml } from "@/lib/bff/handler";
import { logout } from "@/lib/api/auth";
import { localizePath } from "@/lib/i18n/paths";
import { log } from "@/lib/log";

// GET logout revokes the upstream token, so a replayed copy of the old cookie is useless.
export const POST = bffRoute({ access: "user" }, async ({ api, session, request, locale }) => {
  if (session.token) {
    const result = await logout(api);
    if (!result.ok && result.error.status !== 401) {
      log.warn({ area: "bff", status: result.error.status }, "logout upstream failed; the session is cleared anyway");
    }
  }
  session.destroy();
  if (wantsHtml(request)) return localRedirect(localizePath("/", locale));
  return NextResponse.json({ ok: true });
});
