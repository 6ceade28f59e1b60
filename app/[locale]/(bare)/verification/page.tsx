import type { Metadata } from "next";
import { redirect as redirectTo } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { AccountMessages } from "@/components/account/account-messages";
import { AuthCard } from "@/components/account/auth-card";
import { SessionRefresh } from "@/components/account/session-refresh";
import { VerificationForm } from "@/components/account/verification-form";
import { displayPhone } from "@/lib/account/display-phone";
import { loadProfile } from "@/lib/account/load-profile";
import { firstParam } from "@/lib/account/login-view";
import { originPath } from "@/lib/account/next-step";
import { isTrue } from "@/lib/api/schemas/user";
import { Link, redirect } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { localizePath } from "@/lib/i18n/paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ from?: string | string[]; send?: string | string[] }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "verification", { noindex: true });
}

// spec 1 §2 Phone verification: "Verified phone: goes home. Empty phone: goes to edit-phone."
export default async function VerificationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const from = originPath(firstParam(search.from));
  const keep = from ? { from } : {};
  const state = await loadProfile();
  if (state.kind === "guest") redirect({ href: { pathname: "/login", query: keep }, locale });
  if (state.kind === "expired") redirectTo(`/api/session/expired?next=${encodeURIComponent(localizePath("/login", locale))}`);

  const [tp, te, tc] = await Promise.all([getTranslations("pages"), getTranslations("errors"), getTranslations("common")]);
  if (state.kind !== "user") {
    return (
      <AuthCard title={tp("verification.title")}>
        <p role="alert" className="mt-6 text-sm text-gray-700">
          {te("upstreamDown")}
        </p>
        <Link href={{ pathname: "/verification", query: keep }} className="btn btn-primary mt-6 w-full">
          {tc("tryAgain")}
        </Link>
      </AuthCard>
    );
  }

  const target = localizePath(from ?? "/", locale);
  if (isTrue(state.user.verified_by_mobile)) {
    if (state.sessionVerified) redirectTo(target);
    return (
      <AuthCard title={tp("verification.title")}>
        <SessionRefresh next={target} label={tc("loading")} />
      </AuthCard>
    );
  }
  if (!state.user.phone) redirect({ href: { pathname: "/edit-phone", query: keep }, locale });

  return (
    <AuthCard title={tp("verification.title")}>
      <AccountMessages>
        <NuqsAdapter>
          <VerificationForm phone={displayPhone(state.user.phone)} from={from} sendOnArrival={firstParam(search.send) === "1"} />
        </NuqsAdapter>
      </AccountMessages>
    </AuthCard>
  );
}
