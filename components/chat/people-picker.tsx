"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useEffect, useId, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { friendsQuery } from "@/lib/client/queries/social";
import { peopleQuery } from "@/lib/chat/queries";
import { SearchField } from "./search-field";

export interface Person {
  id: number;
  full_name: string;
  username: string | null;
  photo: string | null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/** The chosen people after ticking (on) or unticking one. */
export function toggled(chosen: ReadonlyMap<number, Person>, person: Person, on: boolean): Map<number, Person> {
  const next = new Map(chosen);
  if (on) next.set(person.id, person);
  else next.delete(person.id);
  return next;
}

/**
 * spec 3 §2 New conversation / New group modals: tabs Friends and Shijo users, a search box, infinite scroll and
 * empty-state texts. One person is picked (`onPick`) or several are ticked (`chosen` / `onToggle`).
 */
export function PeoplePicker({ exclude = [], onPick, chosen, onToggle }: { exclude?: readonly number[]; onPick?: (p: Person) => void; chosen?: ReadonlyMap<number, Person>; onToggle?: (p: Person, on: boolean) => void }) {
  const t = useTranslations("chat");
  const tc = useTranslations("common");
  const id = useId();
  const [tab, setTab] = useState<"friends" | "people">("friends");
  const [name, setName] = useState("");
  const needle = useDebounced(name.trim(), 300);
  const friends = useQuery({ ...friendsQuery(), enabled: tab === "friends" });
  const people = useInfiniteQuery({ ...peopleQuery(needle), enabled: tab === "people" });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = people;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || tab !== "people" || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "200px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [tab, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const lower = needle.toLocaleLowerCase();
  const list: Person[] =
    tab === "friends"
      ? (friends.data ?? [])
          .map((f) => ({ id: f.id, full_name: f.full_name || f.username || "", username: f.username ?? null, photo: f.photo ?? null }))
          .filter((f) => !lower || f.full_name.toLocaleLowerCase().includes(lower) || (f.username ?? "").toLocaleLowerCase().includes(lower))
      : [...new Map((people.data?.pages ?? []).flatMap((p) => p.data).map((p) => [p.id, { id: p.id, full_name: p.full_name, username: p.username, photo: p.photo }])).values()];
  const shown = list.filter((p) => !exclude.includes(p.id));
  const loading = tab === "friends" ? friends.isLoading : people.isLoading;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div role="tablist" aria-label={t("peopleTabs")} className="mt-4 flex gap-2">
        {(["friends", "people"] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${tab === key ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-800"}`}
            onClick={() => setTab(key)}
          >
            {key === "friends" ? t("tabFriends") : t("tabShijoers")}
          </button>
        ))}
      </div>
      <SearchField value={name} onChange={setName} label={t("peopleSearch")} placeholder={t("peopleSearchPlaceholder")} className="mt-3" />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="mt-3 min-h-48 flex-1 overflow-y-auto">
        {loading && <p className="text-gray-600">{tc("loading")}</p>}
        {!loading && shown.length === 0 && <p className="text-gray-600">{tab === "friends" && !lower ? t("noFriends") : t("noPeople")}</p>}
        <ul className="grid gap-2">
          {shown.map((p) => (
            <li key={p.id}>
              {onToggle ? (
                <label className="flex cursor-pointer items-center gap-3 rounded-2xl border border-gray-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="checkbox" className="size-5 accent-brand-700" checked={chosen?.has(p.id) ?? false} onChange={(e) => onToggle(p, e.target.checked)} />
                  <Avatar src={p.photo} name={p.full_name || "?"} size={36} />
                  <span className="min-w-0 truncate">{p.full_name}</span>
                </label>
              ) : (
                <button type="button" className="flex w-full items-center gap-3 rounded-2xl border border-gray-200 px-4 py-2 text-left hover:border-brand-700" onClick={() => onPick?.(p)}>
                  <Avatar src={p.photo} name={p.full_name || "?"} size={36} />
                  <span className="min-w-0 truncate">{p.full_name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
        {tab === "people" && hasNextPage && (
          <div ref={sentinel} className="py-3 text-center">
            <button type="button" className="btn btn-outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t("loadMore")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
