"use client";

import { useLocale } from "@/lib/i18n/client";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { WalletIcon } from "@/components/ui/icons/wallet";
// Straight from price.ts, not the barrel (issue 14's JavaScript budget).
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";
import { useSessionUser } from "@/lib/client/session-user";
import { SidebarUserCardFrame } from "./sidebar-user-card-frame";

export interface SidebarUserCardLabels {
  viewProfile: string;
  cashbackLabel: string;
}

/** Sidebar: the account card (photo, name, profile link, cashback), once the session is known. */
export function SidebarUserCardView({ viewProfile, cashbackLabel }: SidebarUserCardLabels) {
  const session = useSessionUser();
  const locale = useLocale();
  const user = session.status === "known" ? session.user : null;
  const cashback = user?.cashback_amount;
  return (
    <SidebarUserCardFrame user={user} viewProfile={viewProfile}>
      {typeof cashback === "number" && Number.isFinite(cashback) && (
        <Link href="/profile/wallet" className="mt-3 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-gray-100 hover:ring-brand-100">
          <WalletIcon className="size-5 text-brand-700" />
          <span className="flex-1 text-gray-600">{cashbackLabel}</span>
          <span className="font-bold whitespace-nowrap">{formatPrice(cashback, locale)}</span>
          <ChevronRightIcon className="size-4 text-gray-400" />
        </Link>
      )}
    </SidebarUserCardFrame>
  );
}
