import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { readSession, type SessionUser } from "@/lib/session";
import { currentUser } from "./current-user";
import { getCurrentPath } from "@/lib/i18n/current-path";
import { localizePath } from "@/lib/i18n/paths";
import { requestLocale } from "@/lib/i18n/page";
import { guardRedirect } from "./guard";

/**
 * The server-side guard every protected layout calls: the proxy is only the fast path, so a request
 * that skips it is still refused here. The token is also checked upstream once per request.
 */
export const requireUser = cache(async (): Promise<SessionUser> => {
  const [session, path, locale] = await Promise.all([readSession(), getCurrentPath(), requestLocale()]);
  const target = guardRedirect(path, { loggedIn: Boolean(session.token), verified: Boolean(session.user?.verified) });
  // A protected layout is only reached on protected paths; if the header was lost, fall back to home.
  const fallback = !session.token ? "/" : !session.user?.verified ? "/verification" : null;
  const to = target ?? fallback;
  if (to) redirect(localizePath(to, locale));
  const upstream = await currentUser();
  if (!upstream.ok && upstream.error.status === 401) {
    redirect(`/api/session/expired?next=${encodeURIComponent(localizePath("/", locale))}`);
  }
  return session.user as SessionUser;
});
