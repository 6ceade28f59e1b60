import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/components/account/account-messages";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { firstParam } from "@/lib/account/login-view";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "resetPassword", { noindex: true });
}

// spec 1 §2 Reset-password: "reads token from query string".
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const token = firstParam((await searchParams).token)?.trim();
  const [tp, tr] = await Promise.all([getTranslations("pages"), getTranslations("resetPassword")]);
  const valid = Boolean(token && /^[A-Za-z0-9_-]{20,200}$/.test(token));
  return (
    <AuthCard title={tp("resetPassword.title")} intro={tp("resetPassword.description")}>
      {valid ? (
        <AccountMessages>
          <ResetPasswordForm token={token!} />
        </AccountMessages>
      ) : (
        <>
          <p role="alert" className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {tr("missingToken")}
          </p>
          <Link href={{ pathname: "/login", query: { view: "forgot-pass" } }} className="btn btn-primary mt-6 h-12 w-full">
            {tr("askAgain")}
          </Link>
        </>
      )}
    </AuthCard>
  );
}
