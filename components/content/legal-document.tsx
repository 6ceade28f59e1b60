import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/page-title";
import type { ApiResult } from "@/lib/api/result";
import type { PageData } from "@/lib/api/schemas/content";
import { formatDate } from "@/lib/format";
import type { PageKey } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { log } from "@/lib/log";
import { Prose } from "./prose";

const POLICIES = [
  { href: "/privacy-policy", key: "privacyPolicy" },
  { href: "/courier/privacy-policy", key: "courierPrivacyPolicy" },
  { href: "/partner/privacy-policy", key: "partnerPrivacyPolicy" },
  { href: "/terms-conditions", key: "termsConditions" },
  { href: "/delete-account-help", key: "deleteAccountHelp" },
] as const satisfies ReadonlyArray<{ href: string; key: PageKey }>;

/** spec 1 §2: privacy and terms content is loaded from the server (GET privacy / terms-condition) and sanitized. */
export async function LegalDocument({ page, result }: { page: (typeof POLICIES)[number]["key"]; result: ApiResult<{ page_data: PageData }> }) {
  const [t, tp, te] = await Promise.all([getTranslations("legal"), getTranslations("pages"), getTranslations("errors")]);
  const data = result.ok ? result.data.page_data : null;
  if (!result.ok) log.error({ area: "legal", page, kind: result.error.kind, status: result.error.status }, "legal page failed");
  const updated = data?.updated_at ? formatDate(data.updated_at) : "";
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[1fr_16rem] lg:px-8">
      <article>
        <PageTitle>{tp(`${page}.title`)}</PageTitle>
        {updated && <p className="mt-2 text-sm text-gray-500">{t("updatedOn", { date: updated })}</p>}
        {data ? <Prose html={data.content} className="mt-4" /> : <p role="status" className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-900">{!result.ok && result.error.kind === "timeout" ? te("upstreamTimeout") : t("loadFailed")}</p>}
      </article>
      <nav aria-labelledby="other-policies" className="lg:pt-14">
        <h2 id="other-policies" className="text-sm font-semibold text-gray-500">
          {t("otherPolicies")}
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {POLICIES.filter((p) => p.key !== page).map((p) => (
            <li key={p.href}>
              <Link href={p.href} className="font-medium text-brand-700 hover:underline">
                {tp(`${p.key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
