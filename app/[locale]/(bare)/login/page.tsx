import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/components/account/account-messages";
import { AuthCard } from "@/components/account/auth-card";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { LoginForm } from "@/components/account/login-form";
import { RegisterForm } from "@/components/account/register-form";
import { SocialButtons, type SocialConfig } from "@/components/account/social-buttons";
import { originPath } from "@/lib/account/next-step";
import { firstParam, loginView, navigationSessionId, type LoginView } from "@/lib/account/login-view";
import { Link, redirect } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata, type PageKey } from "@/lib/i18n/page";
import { readSession } from "@/lib/session";

type Search = { view?: string | string[]; from?: string | string[]; session_id?: string | string[]; error?: string | string[] };
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> };

const TITLE: Record<LoginView, PageKey> = { login: "login", register: "register", "forgot-pass": "forgotPassword" };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return pageMetadata(params, "login", { noindex: true, titleKey: TITLE[loginView((await searchParams).view)] });
}

// spec 1 §2 Social logins appear when their client ids are configured; Apple on iOS only.
async function socialConfig(): Promise<SocialConfig> {
  const ua = (await headers()).get("user-agent") ?? "";
  const ios = /iPhone|iPad|iPod/.test(ua);
  return {
    facebookAppId: process.env.NEXT_PUBLIC_FACEBOOK_APP_ID || undefined,
    googleClientId: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID || undefined,
    appleClientId: ios ? process.env.NEXT_PUBLIC_APPLE_CLIENT_ID || undefined : undefined,
  };
}

// spec 1 §2 Login screen: three views by query `view`; a logged-in user opening it is sent home.
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  if ((await readSession()).token) redirect({ href: "/", locale });

  const view = loginView(search.view);
  const from = originPath(firstParam(search.from));
  const sessionId = navigationSessionId(search.session_id);
  const returned = firstParam(search.error);
  const [tp, ta] = await Promise.all([getTranslations("pages"), getTranslations("auth")]);
  // Links between the views keep the origin and the navigation's session id.
  const keep = { ...(from ? { from } : {}), ...(sessionId ? { session_id: sessionId } : {}) };
  const to = (v: LoginView) => ({ pathname: "/login" as const, query: { view: v, ...keep } });
  const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

  return (
    <AuthCard title={tp(`${TITLE[view]}.title`)} intro={view === "login" ? ta("loginIntro") : view === "register" ? ta("registerIntro") : undefined}>
      <div className="mt-6">
        <AccountMessages>
          {view === "login" && (
            <LoginForm from={from} sessionId={sessionId} returnedError={returned === "credentials" || returned === "unavailable" ? returned : null} />
          )}
          {view === "register" && <RegisterForm from={from} sessionId={sessionId} />}
          {view === "forgot-pass" && <ForgotPasswordForm />}
          {view !== "forgot-pass" && <SocialButtons config={await socialConfig()} from={from} sessionId={sessionId} />}
        </AccountMessages>
      </div>

      <nav className="mt-6 grid gap-2 text-center text-sm text-gray-600">
        {view === "login" && (
          <>
            <Link href={to("forgot-pass")} className={linkClass}>
              {ta("forgotPasswordLink")}
            </Link>
            <p>
              {ta("noAccount")}{" "}
              <Link href={to("register")} className={linkClass}>
                {ta("createAccountLink")}
              </Link>
            </p>
          </>
        )}
        {view === "register" && (
          <p>
            {ta("haveAccount")}{" "}
            <Link href={to("login")} className={linkClass}>
              {ta("loginLink")}
            </Link>
          </p>
        )}
        {view === "forgot-pass" && (
          <Link href={to("login")} className={linkClass}>
            {ta("backToLogin")}
          </Link>
        )}
      </nav>
    </AuthCard>
  );
}
