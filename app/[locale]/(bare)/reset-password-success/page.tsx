import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/account/auth-card";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "resetPasswordSuccess", { noindex: true });
}

// spec 1 §2 "reset-done screen shows success image and link to login".
export default async function ResetPasswordSuccessPage({ params }: Props) {
  await pageLocale(params);
  const [tp, tr] = await Promise.all([getTranslations("pages"), getTranslations("resetPassword")]);
  return (
    <AuthCard title={tp("resetPasswordSuccess.title")}>
      <SuccessImage />
      <p className="mt-4 text-center text-base text-gray-600">{tr("successText")}</p>
      <Link href={{ pathname: "/login", query: { view: "login" } }} className="btn btn-primary mt-6 h-12 w-full text-base">
        {tr("goToLogin")}
      </Link>
    </AuthCard>
  );
}

function SuccessImage() {
  return (
    <svg viewBox="0 0 160 120" className="mx-auto mt-6 h-32 w-auto" aria-hidden="true">
      <circle cx="80" cy="60" r="52" fill="#fff4ed" />
      <rect x="48" y="52" width="64" height="46" rx="10" fill="#f0642a" />
      <path d="M60 52V40a20 20 0 0 1 40 0v12" fill="none" stroke="#b43c10" strokeWidth="8" strokeLinecap="round" />
      <circle cx="112" cy="36" r="16" fill="#047857" />
      <path d="m104 36 6 6 10-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="80" cy="73" r="6" fill="#fff" />
      <rect x="77" y="76" width="6" height="12" rx="3" fill="#fff" />
    </svg>
  );
}
