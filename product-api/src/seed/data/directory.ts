import type { PersonSeed } from "./people";

// spec 3 §2 Directory: 32 more shijoers around Tirana and Prishtina, so the directory pages, the detail's
// suggestions and the friends map show real people on first start. Deterministic: names, places and birthdates
// come from fixed lists, never from the clock. None of them is linked to demo (demo's own circle is in people.ts);
// they are friends among themselves and with demo's friends, in every map-privacy mode of spec 3 §4.

const FIRST = ["Albana", "Blerim", "Drita", "Ermal", "Fjolla", "Gazmend", "Hana", "Ilir", "Jonida", "Kreshnik", "Lindita", "Mentor", "Nora", "Orges", "Pranvera", "Redon"];
const LAST = ["Hysa", "Berisha", "Kelmendi", "Dedja", "Rama", "Bytyqi", "Zeqiri", "Malaj"];

// Around Tirana's centre and Prishtina's: offsets in thousandths of a degree.
const TIRANA = { lat: 41.3275, lng: 19.8187 };
const PRISHTINA = { lat: 42.6629, lng: 21.1655 };

export const DIRECTORY_FIRST_ID = 12;

export const DIRECTORY_PEOPLE: PersonSeed[] = Array.from({ length: 32 }, (_, i) => {
  const first = FIRST[i % FIRST.length];
  const last = LAST[(i * 3 + Math.floor(i / FIRST.length)) % LAST.length];
  const centre = i % 4 === 3 ? PRISHTINA : TIRANA;
  // A spiral of points 100–1,800 m from the centre, so the map groups them differently at each zoom.
  const r = 0.001 + (i % 8) * 0.002;
  const angle = i * 2.4;
  const female = ["Albana", "Drita", "Fjolla", "Hana", "Jonida", "Lindita", "Nora", "Pranvera"].includes(first);
  const slug = `${first}.${last}${i}`.toLowerCase();
  // spec 3 §4 Map visibility: every mode is present (offline, hidden as shijoer, except chosen, only chosen).
  const mode = i % 8;
  return {
    fullName: `${first} ${last}`,
    username: slug,
    email: `${slug}@shijo.al`,
    phone: `069${String(7_100_000 + i * 7_919).padStart(7, "0")}`,
    sex: female ? "female" : "male",
    birthdate: `${1980 + (i % 22)}-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")}`,
    verified: true,
    cashback: 0,
    lat: Number((centre.lat + r * Math.sin(angle)).toFixed(5)),
    lng: Number((centre.lng + r * Math.cos(angle)).toFixed(5)),
    referralCode: `DIR${String(i + 1).padStart(3, "0")}${first.slice(0, 3).toUpperCase()}`,
    mapVisible: mode !== 5,
    hideAsShijoer: mode === 6,
    mapVisibleType: mode === 3 ? "except_friend" : mode === 7 ? "only_friend" : "all_friend",
  } satisfies PersonSeed;
});

const idOf = (i: number) => DIRECTORY_FIRST_ID + i;

/** Friendships among directory people (and with demo's friends 3 and 5): consecutive pairs, accepted or pending. */
export const DIRECTORY_FRIENDSHIPS: Array<{ userId: number; friendId: number; status: "accepted" | "invited" }> = [
  ...Array.from({ length: 15 }, (_, k) => ({ userId: idOf(2 * k), friendId: idOf(2 * k + 1), status: (k % 3 === 2 ? "invited" : "accepted") as "accepted" | "invited" })),
  { userId: 3, friendId: idOf(0), status: "accepted" },
  { userId: 3, friendId: idOf(4), status: "accepted" },
  { userId: 5, friendId: idOf(8), status: "accepted" },
];

/** The chosen friends of except_friend / only_friend owners: each picks its pair partner. */
export const DIRECTORY_CHOSEN: Array<{ userId: number; friendId: number }> = DIRECTORY_PEOPLE.flatMap((p, i) =>
  p.mapVisibleType === "all_friend" ? [] : [{ userId: idOf(i), friendId: idOf(i ^ 1) }],
);
