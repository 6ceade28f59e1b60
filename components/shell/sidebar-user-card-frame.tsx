import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { ShellUser } from "@/lib/client/session-user";
import { ShellAvatar } from "./shell-avatar";

// No "use client": the sidebar (a server component) sends this frame as the card's HTML, and the card's code, loaded
// on the person's first use of the page (./session-user.tsx), draws the same frame with the account in it.

/** The card's frame: photo, name and the profile link; the card as served (no one known yet) when nothing is given. */
export function SidebarUserCardFrame({ user = null, viewProfile, children }: { user?: ShellUser | null; viewProfile: string; children?: ReactNode }) {
  return (
    <div className="mx-2 mb-4 rounded-2xl bg-gray-50 p-4">
      <div className="flex items-center gap-3">
        <ShellAvatar user={user} size={48} />
        <div className="min-w-0">
          <p className="truncate font-semibold">{user?.full_name ?? "\u00a0"}</p>
          <Link href="/profile" className="text-sm font-medium text-brand-700 hover:underline">
            {viewProfile}
          </Link>
        </div>
      </div>
      {children}
    </div>
  );
}
