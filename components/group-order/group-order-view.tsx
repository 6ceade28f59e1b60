"use client";

import { useState } from "react";
import type { GroupOrder } from "@/lib/api/schemas/group-order";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Link } from "@/lib/i18n/navigation";
import { formatPrice } from "@/lib/format/price";
import { GroupShare } from "./group-share";
import { GroupParticipants } from "./group-participants";
import { GroupMenu, type GroupMenuCategory } from "./group-menu";
import { GroupHostTools } from "./group-host-tools";
import { GroupCheckout, type CheckoutAddress, type CheckoutCard } from "./group-checkout";
import { GroupParts } from "./group-parts";
import { useGroupOrder } from "./use-group-order";
import { tiraneTime } from "@/contract/tirane-time";

/** Tirana's wall-clock time, the same text on the server and in the browser (Chromium's ICU has no Albanian). */
const hhmm = (at: Date) => tiraneTime(at);

export interface GroupOrderViewProps {
  initial: GroupOrder;
  menu: GroupMenuCategory[];
  addresses: CheckoutAddress[];
  cards: CheckoutCard[];
  vendorHref: string;
  shareUrl: string;
}

/** Issue 28: the group order's page — who is in, each person's lines, the menu, the host's tools, the parts. */
export function GroupOrderView({ initial, menu, addresses, cards, vendorHref, shareUrl }: GroupOrderViewProps) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  const { group, removed, live, send } = useGroupOrder(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) {
    setBusy(true);
    setError(null);
    const res = await send(path, method, body);
    setBusy(false);
    if (!res.ok) setError(res.error ?? t("failed"));
    return res;
  }

  if (removed) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t("removed")}
      </p>
    );
  }

  const open = group.status === "open";
  const me = group.participants.find((p) => p.user.id === group.me);
  const expires = hhmm(new Date(group.expires_at));

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">
          {t("title")}: {group.vendor.title}
        </h1>
        <p className="text-gray-700">{t("hostedBy", { name: group.host.full_name })}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-gray-100 px-2 py-0.5">{t("method", { method: group.method })}</span>
          <span data-testid="group-status" className="rounded-full bg-gray-100 px-2 py-0.5">
            {t(`status_${group.status}`)}
          </span>
          {group.spend_limit !== null && <span className="rounded-full bg-amber-50 px-2 py-0.5">{t("spendLimitNow", { limit: formatPrice(group.spend_limit, locale) })}</span>}
          {group.deadline !== null && <span className="rounded-full bg-amber-50 px-2 py-0.5">{t("deadlineNow", { time: hhmm(new Date(group.deadline)) })}</span>}
          {group.is_participant && <span className="text-gray-500">{live ? t("live") : t("reconnecting")}</span>}
        </p>
        <Link href={vendorHref} className="text-sm underline">
          {t("seeMenu", { vendor: group.vendor.title })}
        </Link>
      </header>

      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      )}

      {!group.is_participant && (
        <section className="rounded-lg border p-4">
          <p className="mb-3">{t("joinPrompt", { name: group.host.full_name, vendor: group.vendor.title })}</p>
          <button type="button" className="btn btn-primary" disabled={busy || !open} onClick={() => void act("join", "POST")}>
            {t("join")}
          </button>
        </section>
      )}

      {group.is_participant && (open || group.status === "locked") && <GroupShare url={shareUrl} vendor={group.vendor.title} />}

      <GroupParticipants group={group} busy={busy} onAct={act} />

      {group.is_participant && me && (open || group.status === "locked") && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act("ready", "POST", { ready: !me.ready })}>
          {me.ready ? t("notDone") : t("imDone")}
        </button>
      )}

      {group.is_participant && open && <GroupMenu menu={menu} busy={busy} onAdd={(productId, options) => void act("lines", "POST", { product_id: productId, qty: 1, options })} />}

      {group.is_host && (open || group.status === "locked") && <GroupHostTools group={group} busy={busy} onAct={act} />}

      {group.is_host && (open || group.status === "locked" || group.status === "paying") && (
        <GroupCheckout group={group} addresses={addresses} cards={cards} busy={busy} onAct={act} />
      )}

      {group.checkout?.payment_mode === "split" && group.is_participant && <GroupParts group={group} cards={cards} busy={busy} onAct={act} />}

      {group.status === "placed" && group.order_id !== null && (
        <section className="rounded-lg border border-green-200 bg-green-50 p-4">
          <p role="status" className="mb-2 font-semibold text-green-800">
            {t("placed", { vendor: group.vendor.title })}
          </p>
          <Link href={`/order/${group.order_id}`} className="btn btn-primary">
            {t("trackOrder")}
          </Link>
        </section>
      )}

      {(group.status === "cancelled" || group.status === "expired") && <p role="status">{t("closed")}</p>}
      {(open || group.status === "locked") && <p className="text-sm text-gray-500">{t("expiresAt", { time: expires })}</p>}
    </div>
  );
}
