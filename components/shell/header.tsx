import { getTranslations } from "next-intl/server";
import { BagIcon } from "@/components/ui/icons/shopping-bag";
import { Link } from "@/lib/i18n/navigation";
import { CartButton } from "./cart-button";
import { GetAppDialog } from "./get-app-dialog";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";
import { HeaderAccountLink } from "./session-user";
import { Sidebar } from "./sidebar";
import { StickyHeader } from "./sticky-header";

// spec 1 §2 Shell "Header". The same HTML for every visitor (ADR 0014): both the account's and the guest's parts are
// here, CSS shows one by <html data-session>, and the account's photo and name are filled in on the client. `member`: a
// guarded group's shell, drawn for a signed-in person only, leaves the guest's parts out (the language chooser and the
// login link, which CSS would hide; issue 26 §6).
export async function Header({ member = false }: { member?: boolean }) {
  const t = await getTranslations("shell");

  return (
    <StickyHeader>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <Sidebar />
        <Link href="/" aria-label={t("homeLabel")} className="flex rounded-lg">
          <Logo />
        </Link>

        <div className="ml-auto flex items-center gap-1.5 sm:gap-3">
          <GetAppDialog />
          <div className="member-only flex items-center gap-1.5 sm:gap-3">
            <HeaderAccountLink label={t("viewProfile")} />
            <CartButton icon={<BagIcon className="size-5" />} />
          </div>
          {!member && (
            <div className="guest-only flex items-center gap-1.5 sm:gap-3">
              <div className="hidden min-[375px]:block">
                <LanguageChooser />
              </div>
              <Link href={{ pathname: "/login", query: { view: "login" } }} className="btn btn-primary">
                {t("login")}
              </Link>
            </div>
          )}
        </div>
      </div>
    </StickyHeader>
  );
}
