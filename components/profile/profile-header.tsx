import { getTranslations } from "next-intl/server";
import { ApiImage } from "@/components/ui/api-image";
import { MailIcon } from "@/components/ui/icons/mail";
import { PhoneIcon } from "@/components/ui/icons/smartphone";
import { UserIcon } from "@/components/ui/icons/user";
import type { RawUser } from "@/lib/api/schemas/user";
import { formatDate } from "@/lib/format";
import { editProfileDefaults } from "@/lib/profile/edit-profile";
import { ageOn, zodiacSign } from "@/contract/zodiac";
import { EditProfileButton } from "./edit-profile-modal";
import { countryName } from "@/lib/geo/country";
import type { Locale } from "@/lib/i18n/routing";

/**
 * spec 3 §2 Profile header on every /profile tab: photo, name, zodiac sign, birth date with age, city and country,
 * e-mail, phone, and Edit (the edit-profile modal). The date DD/MM/YYYY; the age by the locale's plural rules.
 */
export async function ProfileHeader({ user, now, locale }: { user: RawUser | null; now: Date; locale: Locale }) {
  const [t, tz] = await Promise.all([getTranslations("profile"), getTranslations("zodiac")]);
  if (!user) return <p className="text-gray-700">{t("header.unavailable")}</p>;
  const name = user.full_name || user.username || user.email || "";
  const birthdate = (user.birthdate ?? user.birthday ?? "").slice(0, 10);
  const sign = zodiacSign(birthdate);
  const age = ageOn(birthdate, now);
  const place = [user.city, countryName(user.country, locale)].filter(Boolean).join(", ");

  return (
    <section aria-label={t("header.label")} className="flex flex-col gap-4 rounded-3xl border border-gray-200 bg-white p-5 sm:flex-row sm:items-center">
      {user.photo ? (
        <ApiImage src={user.photo} alt={t("header.photoAlt", { name })} width={88} height={88} sizes="88px" className="size-22 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="grid size-22 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserIcon className="size-10" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xl font-bold text-ink">{name}</p>
        <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
          {sign && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t("header.zodiac")}</dt>
              <dd>{tz(sign)}</dd>
            </div>
          )}
          {birthdate && age !== null && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t("header.born")}</dt>
              <dd>{t("header.bornOn", { date: formatDate(birthdate), age })}</dd>
            </div>
          )}
          {place && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t("header.place")}</dt>
              <dd>{place}</dd>
            </div>
          )}
          {user.email && (
            <div className="flex items-center gap-1">
              <dt>
                <MailIcon aria-hidden="true" className="size-4 text-gray-500" />
                <span className="sr-only">{t("header.email")}</span>
              </dt>
              <dd className="truncate">{user.email}</dd>
            </div>
          )}
          {user.phone && (
            <div className="flex items-center gap-1">
              <dt>
                <PhoneIcon aria-hidden="true" className="size-4 text-gray-500" />
                <span className="sr-only">{t("header.phone")}</span>
              </dt>
              <dd>{user.phone}</dd>
            </div>
          )}
        </dl>
      </div>
      <EditProfileButton initial={editProfileDefaults(user)} />
    </section>
  );
}
