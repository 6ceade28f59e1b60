import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { TitledPage } from "@/components/shell/titled-page";
import { WalletIcon } from "@/components/ui/icons";
import { WalletHistory } from "@/components/wallet/wallet-history";
import { serverApiContext } from "@/lib/api/context";
import { getWalletPage } from "@/lib/api/earn";
import { requireUser } from "@/lib/auth/require-user";
import { formatPercent } from "@/lib/format/number";
import { formatPrice } from "@/lib/format/price";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { cashbackLevelKey, parseLevel } from "@/lib/rewards/cashback";
import { WALLET_HISTORY_MESSAGES } from "@/lib/rewards/wallet";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileWallet", { noindex: true });
}

// spec 3 §2 /profile/wallet: balance, loyalty level (spec 3 §9: Silver 0.5 %, Gold 1 %, Platinum 1.5 %) with the
// orders needed for the next one, and the history. ?page=N renders from that page (without JavaScript too).
export default async function ProfileWalletPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const raw = (await searchParams).page;
  const page = Math.min(100_000, Math.max(1, Number.parseInt((Array.isArray(raw) ? raw[0] : raw) ?? "1", 10) || 1));
  const [result, t, te] = await Promise.all([serverApiContext().then((ctx) => getWalletPage(ctx, page)), getTranslations("wallet"), getTranslations("errors")]);
  const label = await getTranslations();
  if (!result.ok) {
    // spec 3 §8: a failed wallet load simply ends loading; the message says so instead of an empty page.
    return (
      <TitledPage page="profileWallet">
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">{result.error.message ?? te("generic")}</p>
      </TitledPage>
    );
  }
  const data = result.data;
  const level = parseLevel(data.level?.name);
  const next = parseLevel(data.level?.next_level);
  return (
    <TitledPage page="profileWallet">
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="wallet-balance" className="rounded-3xl bg-brand-50 p-6">
          <h2 id="wallet-balance" className="text-sm font-semibold text-gray-700">{t("balance")}</h2>
          <p className="mt-1 text-3xl font-extrabold tabular-nums" data-testid="wallet-balance">{formatPrice(data.cashback_amount, locale)}</p>
          <p className="mt-2 text-sm text-gray-600">{t("balanceHint")}</p>
        </section>
        <section aria-labelledby="wallet-level" className="rounded-3xl bg-white p-6 ring-1 ring-gray-100">
          <h2 id="wallet-level" className="text-sm font-semibold text-gray-700">{t("levelTitle")}</h2>
          {level && <p className="mt-1 text-2xl font-extrabold">{label(cashbackLevelKey(level))}</p>}
          {data.level && <p className="mt-1 text-gray-700">{t("levelPercent", { percent: formatPercent(data.level.percent, locale) })}</p>}
          <p className="mt-2 text-sm text-gray-600">
            {next && data.level && data.level.orders_to_next_level > 0
              ? t("nextLevel", { count: data.level.orders_to_next_level, level: label(cashbackLevelKey(next)) })
              : t("topLevel")}
          </p>
          <p className="mt-2 text-xs text-gray-500">{t("levelsInfo")}</p>
        </section>
      </div>
      <h2 className="mt-10 text-xl font-bold">{t("history")}</h2>
      {data.data.length === 0 ? (
        <EmptyState icon={<WalletIcon className="size-10 text-gray-400" />} title={t("empty")} text={t("emptyText")} />
      ) : (
        <ClientMessages namespaces={WALLET_HISTORY_MESSAGES}>
          <QueryProvider>
            <WalletHistory initial={data} now={new Date().toISOString()} />
          </QueryProvider>
        </ClientMessages>
      )}
    </TitledPage>
  );
}
