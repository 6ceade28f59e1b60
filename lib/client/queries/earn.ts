// The wallet's pages (infinite scroll) and the invite-and-earn writes.
import { infiniteQueryOptions } from "@tanstack/react-query";
import type { EarnInvitationItem, WalletPage } from "@/lib/api/schemas/earn";
import { bff } from "../bff";
import { queryKeys } from "../query-keys";

/** Wallet history from the page the server rendered onwards (spec 3 §4 Wallet: more pages load on scroll). */
export const walletQuery = (initial: WalletPage) =>
  infiniteQueryOptions({
    queryKey: queryKeys.wallet.pages(initial.current_page),
    queryFn: ({ pageParam, signal }) => bff<WalletPage>(`/api/wallet?page=${pageParam}`, { signal }),
    initialPageParam: initial.current_page,
    initialData: { pages: [initial], pageParams: [initial.current_page] },
    getNextPageParam: (last: WalletPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: Infinity,
  });

export const sendEarnInvitation = (receiverId: number) => bff<{ invitation_code: string }>("/api/earn/invitations", { body: { receiver_id: receiverId } });

export const takeEarnCode = (which: { invitation_code: string } | { invitation_id: number }) => bff<{ invitation: EarnInvitationItem }>("/api/earn/invitations/use", { body: which });
