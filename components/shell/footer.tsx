import type { ComponentProps, ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "@/components/ui/icons/brands";
import { SOCIAL_LINKS } from "@/lib/app-links";
import { Link } from "@/lib/i18n/navigation";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";

type Href = ComponentProps<typeof Link>["href"];

function Column({ title, links }: { title: string; links: { href: Href; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            <Link href={l.href} className="text-white/75 transition-colors hover:text-white">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Social({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20">
        {children}
      </a>
    </li>
  );
}

// spec 1 §2 Shell "Footer": blog, contact, privacy, terms, become merchant, become rider, language, three social networks.
export async function Footer() {
  const t = await getTranslations("shell");
  // Drawn when it comes near (render-later); its guessed height is the drawn one at each width (shell.spec), or the
  // page jumps under the pointer at the list's end when it is drawn.
  return (
    <footer className="render-later bg-ink text-white [--later-size:53.125rem] sm:[--later-size:34.25rem] md:[--later-size:23.5rem] xl:[--later-size:22.25rem]">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[1.3fr_3fr]">
          <div>
            <Logo tone="light" />
            <p className="mt-4 max-w-xs text-sm text-white/75">{t("footerAbout")}</p>
            <ul aria-label={t("followUs")} className="mt-6 flex gap-2">
              <Social href={SOCIAL_LINKS.facebook} label={t("facebook")}>
                <FacebookIcon className="size-5" />
              </Social>
              <Social href={SOCIAL_LINKS.instagram} label={t("instagram")}>
                <InstagramIcon className="size-5" />
              </Social>
              <Social href={SOCIAL_LINKS.tiktok} label={t("tiktok")}>
                <TikTokIcon className="size-5" />
              </Social>
            </ul>
          </div>
          <nav aria-label={t("footerNav")} className="grid gap-10 sm:grid-cols-3">
            <Column
              title={t("footerDiscover")}
              links={[
                { href: "/blog", label: t("blog") },
                { href: "/contact", label: t("contact") },
                { href: "/download-app", label: t("downloadApp") },
                { href: "/help", label: t("help") },
              ]}
            />
            <Column
              title={t("footerWork")}
              links={[
                { href: "/partner", label: t("becomePartner") },
                { href: "/courier", label: t("becomeCourier") },
              ]}
            />
            <Column
              title={t("footerLegal")}
              links={[
                { href: "/privacy-policy", label: t("privacy") },
                { href: "/terms-conditions", label: t("terms") },
              ]}
            />
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t("rights", { year: new Date().getFullYear() })} · {t("city")}
          </p>
          <div className="self-start sm:self-auto">
            <LanguageChooser tone="dark" />
          </div>
        </div>
      </div>
    </footer>
  );
}
