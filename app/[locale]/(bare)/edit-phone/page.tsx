import type { Metadata } from "next";
import { redirect as redirectTo } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/components/account/account-messages";
import { AuthCard } from "@/components/account/auth-card";
import { EditPhoneForm } from "@/components/account/edit-phone-form";
import { displayPhone } from "@/lib/account/display-phone";
import { loadProfile } from "@/lib/account/load-profile";
import { firstParam } from "@/lib/account/login-view";
import { originPath } from "@/lib/account/next-step";
import { Link, redirect } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { localizePath } from "@/lib/i18n/paths";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ from?: string | string[] }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "editPhone", { noindex: true });
}

// spec 1 §2 Edit phone: "one phone input and a button, then goes to verification (new-user variant text exists)".
export default async function EditPhonePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const from = originPath(firstParam((await searchParams).from));
  const keep = from ? { from } : {};
  const state = await loadProfile();
  if (state.kind === "guest") redirect({ href: { pathname: "/login", query: keep }, locale });
  if (state.kind === "expired") redirectTo(`/api/session/expired?next=${encodeURIComponent(localizePath("/login", locale))}`);

  const [tp, tx, te] = await Promise.all([getTranslations("pages"), getTranslations("editPhone"), getTranslations("errors")]);
  if (state.kind !== "user") {
    return (
      <AuthCard title={tp("editPhone.title")}>
        <p role="alert" className="mt-6 text-sm text-gray-700">
          {te("upstreamDown")}
        </p>
      </AuthCard>
    );
  }
  // A new user (no phone yet, e.g. after a social login) gets the new-user text.
  const isNew = !state.user.phone;
  return (
    <AuthCard title={isNew ? tx("newUserTitle") : tp("editPhone.title")} intro={isNew ? tx("newUserIntro") : tx("intro")}>
      <AccountMessages>
        <EditPhoneForm phone={state.user.phone ? displayPhone(state.user.phone) : ""} from={from} />
      </AccountMessages>
      {!isNew && (
        <p className="mt-6 text-center text-sm">
          <Link href={{ pathname: "/verification", query: keep }} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {tx("back")}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
