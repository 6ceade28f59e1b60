import { getTranslations } from "next-intl/server";
import { Avatar } from "@/components/ui/avatar";
import { Link } from "@/lib/i18n/navigation";
import { readSession, type SessionUser } from "@/lib/session";
import { CartButton } from "./cart-button";
import { GetAppDialog } from "./get-app-dialog";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";
import { Sidebar } from "./sidebar";
import { StickyHeader } from "./sticky-header";

/** Cashback is not part of the session user yet; shown only when something put it there. */
function cashbackOf(user: SessionUser): number | undefined {
  if (!("cashback_amount" in user)) return undefined;
  const value = Number(user.cashback_amount);
  return Number.isFinite(value) ? value : undefined;
}

// spec 1 §2 Shell "Header".
export async function Header() {
  const [t, session] = await Promise.all([getTranslations("shell"), readSession()]);
  const user = session.token && session.user ? session.user : undefined;

  return (
    <StickyHeader>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Sidebar user={user} cashback={user ? cashbackOf(user) : undefined} />
        <Link href="/" aria-label={t("homeLabel")} className="flex rounded-lg">
          <Logo />
        </Link>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
          <GetAppDialog />
          {user ? (
            <>
              <Link href="/profile" className="flex items-center gap-2 rounded-full p-0.5 pr-0.5 hover:bg-gray-100 sm:pr-3">
                <Avatar src={user.photo} name={user.full_name} size={36} />
                <span className="sr-only max-w-40 truncate text-sm font-semibold sm:not-sr-only">{user.full_name}</span>
              </Link>
              <CartButton />
            </>
          ) : (
            <>
              <div className="hidden min-[375px]:block">
                <LanguageChooser />
              </div>
              <Link href={{ pathname: "/login", query: { view: "login" } }} className="btn btn-primary">
                {t("login")}
              </Link>
            </>
          )}
        </div>
      </div>
    </StickyHeader>
  );
}
