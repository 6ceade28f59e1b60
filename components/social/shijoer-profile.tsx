import { getTranslations } from "next-intl/server";
import { PointMap } from "@/components/map/point-map";
import { StaticMap } from "@/components/map/static-map";
import { Avatar } from "@/components/ui/avatar";
import { PageTitle } from "@/components/ui/page-title";
import type { ShijoerDetail } from "@/lib/api/schemas/social";
import { Link } from "@/lib/i18n/navigation";
import { areaKilometres } from "@/lib/map-rules/area";
import { zodiacSign } from "@/contract/zodiac";
import { FriendAction } from "./friend-action";
import { PersonRow } from "./person-row";

// spec 3 §9: a shijoer's map at zoom 14; an approximate area (ADR 0015, about 1.5 km across) one step wider.
const PROFILE_ZOOM = 14;
const AREA_ZOOM = 13;

/**
 * spec 3 §2 Shijoer detail: avatar, name, zodiac sign (and age), the location on a map, one action (Remove friend /
 * Cancel invitation / Add friend, or Accept and Decline), up to 10 suggested users and back. Issue 24 / ADR 0015: a
 * person seen only approximately is a shaded area, never a pin; one whose location the viewer may not see has no
 * map at all (no pin at a default place), only the sentence that says so.
 */
export async function ShijoerProfile({ person, backHref, chatId = null }: { person: ShijoerDetail; backHref: string; chatId?: string | null }) {
  const [t, tz] = await Promise.all([getTranslations("social"), getTranslations("zodiac")]);
  const sign = person.zodiac ?? zodiacSign(person.birthdate);
  const at = person.latitude !== null && person.longitude !== null ? { latitude: person.latitude, longitude: person.longitude } : null;
  const area = at && person.approximate ? (person.accuracy_m ?? 1000) : undefined;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section className="rounded-3xl border border-gray-200 bg-white p-6">
        <Link href={backHref} className="btn btn-ghost -ml-3">
          ← {t("back")}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <Avatar src={person.photo} name={person.full_name} size={88} />
          <div className="min-w-0 flex-1">
            <PageTitle>{person.full_name}</PageTitle>
            {person.username && <p className="text-gray-600">@{person.username}</p>}
            {(sign || person.age !== null) && (
              <p className="mt-1 text-sm text-gray-700">
                {[sign && t("zodiacLabel", { sign: tz(sign) }), person.age !== null && t("ageLabel", { age: person.age })].filter(Boolean).join(" · ")}
              </p>
            )}
          </div>
          <FriendAction detail personId={person.id} name={person.full_name} initial={{ is_friend: person.is_friend, invite_status: person.invite_status }} chatId={chatId} />
        </div>
        {at ? (
          <>
            <div className="mt-6 h-72 overflow-hidden rounded-2xl bg-gray-100" data-person-map={area ? "area" : "exact"}>
              <PointMap latitude={at.latitude} longitude={at.longitude} zoom={area ? AREA_ZOOM : PROFILE_ZOOM} areaMetres={area} label={t(area ? "areaLabel" : "locationLabel", { name: person.full_name })}>
                <StaticMap area={Boolean(area)} label={t(area ? "areaLabel" : "locationLabel", { name: person.full_name })} />
              </PointMap>
            </div>
            {area && <p className="mt-2 text-sm text-gray-600">{t("locationApproximate", { name: person.full_name, km: areaKilometres(area) })}</p>}
          </>
        ) : (
          <p className="mt-6 rounded-2xl bg-gray-50 p-4 text-sm text-gray-700" data-person-map="none">
            {t("locationHidden", { name: person.full_name })}
          </p>
        )}
      </section>
      {person.suggested_users.length > 0 && (
        <section aria-labelledby="suggested-users">
          <h2 id="suggested-users" className="text-lg font-bold">
            {t("suggested")}
          </h2>
          <ul className="mt-3 grid gap-2">
            {person.suggested_users.map((s) => (
              <PersonRow
                key={s.id}
                href={`/social/shijoies/${s.id}`}
                name={s.full_name}
                photo={s.photo}
                action={
                  <Link href={`/social/shijoies/${s.id}`} className="btn btn-outline" aria-label={`${t("viewProfile")}: ${s.full_name}`}>
                    {t("viewProfile")}
                  </Link>
                }
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
