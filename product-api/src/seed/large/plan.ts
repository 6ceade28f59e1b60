import { createHash } from "node:crypto";
import { MENUS, type MenuKey } from "../data/menus";
import { VENDORS, type HoursPreset, type SeedCity, type VendorKind, type VendorSeed } from "../data/vendors";
import { createRng, type Rng } from "../prng";
import { haversineMetres } from "../../vendors/geo";
import { NEARBY_RADIUS_M } from "../../vendors/list-query";

// Issue 26: the large seed's plan — pure, deterministic generators of each vendor, customer and conversation, keyed
// by their number, so a sample can be computed (and tested) without building the rest, and the same number always
// gives the same thing. Each entity draws from its own PRNG stream (createRng of the seed, the kind and the number).

export const LARGE_SEED = 20_261_126;

/** The sizes at scale 1 (SHIJO_SEED=large). A smaller scale keeps every kind of thing, fewer of each (tests). */
export const LARGE_SIZES = {
  vendors: 2_150,
  /** Vendors placed within 12 km of Tirana's centre (the vendor list's radius is 20 km). */
  tiranaVendors: 700,
  customers: 20_000,
  /** Friendships each customer asks for (each is asked about as often: about 30 friends each). */
  friendsAsked: 15,
  groups: 240,
  singles: 1_500,
  bigChannelMessages: 22_000,
  bigChannelMembers: 80,
  orders: 52_000,
  demoOrders: 150,
  demoFriends: 25,
  demoGroups: 30,
} as const;

export type LargeSizes = { -readonly [K in keyof typeof LARGE_SIZES]: number };

export function largeSizes(scale = 1): LargeSizes {
  const out = {} as LargeSizes;
  for (const [key, value] of Object.entries(LARGE_SIZES) as Array<[keyof LargeSizes, number]>) {
    out[key] = key === "friendsAsked" ? value : Math.max(key === "vendors" || key === "tiranaVendors" ? 3 : 1, Math.round(value * scale));
  }
  out.tiranaVendors = Math.min(out.tiranaVendors, out.vendors - 1);
  return out;
}

/** A PRNG stream of its own for one entity: the same (kind, number) always draws the same numbers. */
export function streamFor(kind: string, n: number): Rng {
  return createRng(createHash("sha256").update(`${LARGE_SEED}:${kind}:${n}`).digest().readUInt32BE(0));
}

// --- Vendors ---------------------------------------------------------------------------------------------------

/** Where the storefront puts Tirana (lib/brand.ts TIRANA): the list of "Tirana" is sorted by distance from here. */
export const TIRANA_POINT = { lat: 41.32754, lng: 19.81869 };

const CITY_CENTRES: Array<{ city: SeedCity; lat: number; lng: number; weight: number; km: number }> = [
  { city: "Durrës", lat: 41.3231, lng: 19.4414, weight: 220, km: 5 },
  { city: "Shkodër", lat: 42.0683, lng: 19.5126, weight: 120, km: 4 },
  { city: "Elbasan", lat: 41.1125, lng: 20.0822, weight: 120, km: 4 },
  { city: "Vlorë", lat: 40.4661, lng: 19.4914, weight: 140, km: 5 },
  { city: "Korçë", lat: 40.6186, lng: 20.7808, weight: 100, km: 3 },
  { city: "Fier", lat: 40.7239, lng: 19.5561, weight: 90, km: 3 },
  { city: "Berat", lat: 40.7058, lng: 19.9522, weight: 60, km: 3 },
  { city: "Gjirokastër", lat: 40.0758, lng: 20.1389, weight: 50, km: 2 },
  { city: "Sarandë", lat: 39.8756, lng: 20.0053, weight: 70, km: 3 },
  { city: "Lezhë", lat: 41.7836, lng: 19.6436, weight: 40, km: 2 },
  { city: "Kukës", lat: 42.0769, lng: 20.4219, weight: 30, km: 2 },
  { city: "Pogradec", lat: 40.9025, lng: 20.6525, weight: 40, km: 2 },
  { city: "Prishtinë", lat: 42.6629, lng: 21.1655, weight: 200, km: 5 },
  { city: "Prizren", lat: 42.2139, lng: 20.7397, weight: 90, km: 3 },
  { city: "Pejë", lat: 42.6593, lng: 20.2887, weight: 60, km: 3 },
  { city: "Gjakovë", lat: 42.3803, lng: 20.4308, weight: 50, km: 2 },
  { city: "Ferizaj", lat: 42.3702, lng: 21.1553, weight: 40, km: 2 },
  { city: "Mitrovicë", lat: 42.8914, lng: 20.866, weight: 40, km: 2 },
  { city: "Gjilan", lat: 42.4635, lng: 21.4694, weight: 40, km: 2 },
];
const TIRANA_CENTRE = { city: "Tiranë" as SeedCity, lat: TIRANA_POINT.lat, lng: TIRANA_POINT.lng, weight: 0, km: 12 };
const WEIGHTED_CENTRES = CITY_CENTRES.map((c): [(typeof CITY_CENTRES)[number], number] => [c, c.weight]);

const RESTAURANT_MENUS: MenuKey[] = ["traditional", "pizza", "burger", "sushi", "byrek", "seafood", "grill", "cafe", "icecream", "vegan", "soup", "qebap"];

const PREFIXES: Record<MenuKey, readonly string[]> = {
  traditional: ["Taverna", "Restorant", "Oda e", "Shtëpia e"], pizza: ["Pizzeria", "Pica", "Forno"], burger: ["Burger", "Smash", "Grill & Burger"],
  sushi: ["Sushi", "Wok", "Sushi Bar"], byrek: ["Byrektore", "Furra", "Lakror"], seafood: ["Peshku", "Taverna e Detit", "Fruta Deti"],
  grill: ["Skarë", "Zgara", "Mishi"], cafe: ["Kafe", "Bar Kafe", "Kafene"], icecream: ["Akullore", "Pastiçeri", "Gelateria"],
  vegan: ["Green", "Bio Bar", "Sallata"], soup: ["Supë", "Gatime", "Kuzhina e"], qebap: ["Qebaptore", "Qebapa", "Grill"],
  grocery: ["Market", "Supermarket", "Minimarket", "Ushqimore"], pharmacy: ["Farmacia", "Farmaci"], flowers: ["Lulishtja", "Lule", "Dhurata"],
};
const NAMES = [
  "Iliria", "Dardania", "Arbëria", "Rozafa", "Teuta", "Drini", "Vjosa", "Osumi", "Butrinti", "Tomorri", "Korabi", "Dajti",
  "Gjergji", "Besa", "Shqiponja", "Liria", "Agimi", "Flora", "Ylli", "Dielli", "Hëna", "Lumi", "Kalaja", "Ura", "Gurra",
  "Mrizi", "Lisi", "Bliri", "Rrapi", "Valbona", "Theth", "Prespa", "Ohri", "Sazani", "Llogara", "Zana", "Bora", "Kroi",
  "Era e Malit", "Qendra",
];
const TAGS: Record<MenuKey, [string, string]> = {
  traditional: ["Tradicionale, Shqiptare", "Traditional, Albanian"], pizza: ["Pica, Italiane", "Pizza, Italian"],
  burger: ["Burger, Amerikane", "Burgers, American"], sushi: ["Sushi, Aziatike", "Sushi, Asian"], byrek: ["Byrek, Mëngjes", "Byrek, Breakfast"],
  seafood: ["Peshk, Fruta deti", "Fish, Seafood"], grill: ["Skarë, Mish", "Grill, Meat"], cafe: ["Kafe, Ëmbëlsira", "Coffee, Desserts"],
  icecream: ["Akullore, Ëmbëlsira", "Ice cream, Desserts"], vegan: ["Vegane, Të shëndetshme", "Vegan, Healthy"],
  soup: ["Supë, Gatime shtëpie", "Soup, Home cooking"], qebap: ["Qebapa, Skarë", "Kebabs, Grill"],
  grocery: ["Supermarket", "Supermarket"], pharmacy: ["Farmaci", "Pharmacy"], flowers: ["Lule, Dhurata", "Flowers, Gifts"],
};
const STREETS = [
  "Rruga e Kavajës", "Rruga e Durrësit", "Rruga e Elbasanit", "Bulevardi Zogu I", "Rruga Myslym Shyri", "Rruga Sami Frashëri",
  "Rruga Ibrahim Rugova", "Rruga e Dibrës", "Rruga Qemal Stafa", "Rruga Don Bosko", "Rruga Muhamet Gjollesha", "Rruga Siri Kodra",
  "Rruga Hoxha Tahsim", "Rruga Pjetër Bogdani", "Rruga Abdyl Frashëri", "Bulevardi Bajram Curri", "Rruga Naim Frashëri",
  "Rruga Skënderbeu", "Rruga Ismail Qemali", "Rruga Nënë Tereza", "Rruga Adem Jashari", "Rruga Isa Boletini",
];
const HOURS: Array<[HoursPreset, number]> = [["std", 55], ["h24", 10], ["split", 15], ["early", 10], ["week", 7], ["closed", 3]];

/** The cats of the small seed's first vendor with the same menu, so a generated pizzeria files under Pica like Napoli. */
function catsOf(menu: MenuKey): VendorSeed["cats"] {
  return VENDORS.find((v) => v.menu === menu)?.cats ?? [];
}

function weighted<T>(rng: Rng, items: Array<[T, number]>): T {
  let roll = rng.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[items.length - 1][0];
}

/** A point `km` or less from a centre, evenly spread over the disc. */
function around(rng: Rng, centre: { lat: number; lng: number }, km: number): { lat: number; lng: number } {
  const r = km * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  return {
    lat: Number((centre.lat + (r / 111.2) * Math.sin(angle)).toFixed(5)),
    lng: Number((centre.lng + (r / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.cos(angle)).toFixed(5)),
  };
}

export interface LargeVendor { spec: VendorSeed; menuSize: number }

/**
 * The flagships: open all day next to Tirana's centre, so they are on the first page of Tirana's list, with the
 * largest menus (issue 26: at least one vendor with 300+ products on that page).
 */
const FLAGSHIPS: LargeVendor[] = [
  { menuSize: 340, spec: { title: "Kuzhina e Madhe e Tiranës", type: "restaurant", menu: "traditional", cats: ["traditional", "grill", "pizza"], city: "Tiranë", address: "Sheshi Skënderbej 4", lat: 41.3277, lng: 19.8189, methods: "delivery-pickup-reserve", hours: "h24", tags: ["Tradicionale, Skarë, Pica", "Traditional, Grill, Pizza"], text: ["Mbi 300 gatime, ditë e natë", "Over 300 dishes, day and night"], suggested: true } },
  { menuSize: 400, spec: { title: "Hipermarket Shijo 24", type: "grocery", menu: "grocery", cats: [], city: "Tiranë", address: "Rruga Ibrahim Rugova 2", lat: 41.32735, lng: 19.8184, methods: "delivery-pickup", hours: "h24", tags: ["Supermarket, 24 orë", "Supermarket, 24 hours"] } },
];

/** Vendor number n (0-based) of the large seed: its facts and how many products its menu has. */
export function largeVendor(n: number, sizes: LargeSizes = largeSizes()): LargeVendor {
  if (n < FLAGSHIPS.length) return FLAGSHIPS[n];
  const rng = streamFor("vendor", n);
  const type = weighted<VendorKind>(rng, [["restaurant", 70], ["grocery", 15], ["pharmacy", 10], ["other", 5]]);
  const menu: MenuKey = type === "restaurant" ? rng.pick(RESTAURANT_MENUS) : type === "grocery" ? "grocery" : type === "pharmacy" ? "pharmacy" : "flowers";
  const centre = n < sizes.tiranaVendors ? TIRANA_CENTRE : weighted(rng, WEIGHTED_CENTRES);
  const { lat, lng } = around(rng, centre, centre.km);
  const title = `${rng.pick(PREFIXES[menu])} ${rng.pick(NAMES)}`;
  const methods = type === "restaurant" ? rng.pick(["delivery-pickup", "delivery-pickup", "delivery-pickup-reserve", "delivery", "pickup-reserve"]) : rng.pick(["delivery-pickup", "delivery"]);
  const roll = rng.next();
  const menuSize = roll < 0.85 ? rng.int(20, 50) : roll < 0.97 ? rng.int(60, 150) : rng.int(200, 400);
  const cats = catsOf(menu);
  return {
    menuSize,
    spec: {
      title, type, menu, cats: cats.length > 1 ? rng.sample(cats, rng.int(1, cats.length)) : [...cats], city: centre.city,
      address: `${rng.pick(STREETS)} ${rng.int(1, 220)}, ${centre.city}`, lat, lng, methods, hours: weighted(rng, HOURS), tags: TAGS[menu],
      own: rng.chance(0.15), suggested: rng.chance(0.05), isNew: rng.chance(0.05), exclusive: rng.chance(0.03),
      freeDelivery: rng.chance(0.08), polygon: rng.chance(0.1), cashOnly: rng.chance(0.05),
    },
  };
}

// --- Menus -------------------------------------------------------------------------------------------------------

// A big menu repeats its template in variants, as real menus do (sizes, family packs, house versions): each variant is
// a category of its own ("Pica · për familjen") with the template's products under a suffixed title.
const VARIANTS: Array<[sq: string, en: string, priceFactor: number]> = [
  ["porcion i madh", "large portion", 1.3], ["për familjen", "family size", 2.2], ["receta e shtëpisë", "house recipe", 1.1],
  ["mini", "mini", 0.7], ["me perime të stinës", "with seasonal vegetables", 1.15], ["pikante", "spicy", 1.05],
  ["pa gluten", "gluten-free", 1.2], ["bio", "organic", 1.25], ["ofertë 2+1", "2+1 offer", 2], ["me dërgesë të shpejtë", "express", 1.1],
  ["premium", "premium", 1.5], ["klasike", "classic", 1], ["e ditës", "of the day", 0.95], ["për dy", "for two", 1.8],
  ["vegjetariane", "vegetarian", 1], ["me çmim të ulët", "value", 0.85],
];

export interface PlannedCategory { title: string; title_en: string; products: Array<readonly [string, string, number, string, string?]> }

/** `size` products from a menu template: all of it (and its variants) in menu order, a sample of the last round. */
export function largeMenu(rng: Rng, menu: MenuKey, size: number): PlannedCategory[] {
  const template = MENUS[menu];
  const total = template.reduce((sum, c) => sum + c.products.length, 0);
  const rounds = Math.ceil(size / total);
  const lastCount = size - (rounds - 1) * total;
  const all = template.flatMap((c, ci) => c.products.map((_, pi) => ci * 1000 + pi));
  const inLast = new Set(rng.sample(all, lastCount));
  const out: PlannedCategory[] = [];
  for (let round = 0; round < rounds; round++) {
    const variant = round === 0 ? null : VARIANTS[(round - 1) % VARIANTS.length];
    template.forEach((category, ci) => {
      const products = category.products
        .filter((_, pi) => round < rounds - 1 || inLast.has(ci * 1000 + pi))
        .map(([title, description, price, kind, flags]) =>
          variant ? ([`${title} (${variant[0]})`, description, Math.round((price * variant[2]) / 10) * 10, kind, flags] as const) : ([title, description, price, kind, flags] as const),
        );
      if (products.length) out.push({ title: variant ? `${category.title} · ${variant[0]}` : category.title, title_en: variant ? `${category.title_en} · ${variant[1]}` : category.title_en, products });
    });
  }
  return out;
}

// --- Customers ---------------------------------------------------------------------------------------------------

const FIRST_F = ["Albana", "Anisa", "Arjola", "Besa", "Blerina", "Dea", "Drita", "Elona", "Enkeleda", "Era", "Fjolla", "Gresa", "Hana", "Ilda", "Jonida", "Kaltrina", "Lindita", "Majlinda", "Nora", "Orinda", "Pranvera", "Rina", "Sidorela", "Teuta", "Vjosa"];
const FIRST_M = ["Agron", "Alban", "Arben", "Ardian", "Bekim", "Blerim", "Dritan", "Edison", "Ermal", "Fatos", "Genti", "Ilir", "Jetmir", "Kreshnik", "Leotrim", "Mentor", "Nderim", "Olsi", "Petrit", "Redon", "Sokol", "Taulant", "Valon", "Xhevdet", "Ylber"];
const LAST = ["Hoxha", "Shehu", "Krasniqi", "Gashi", "Berisha", "Kelmendi", "Leka", "Basha", "Dervishi", "Marku", "Çela", "Rama", "Bytyqi", "Zeqiri", "Malaj", "Dedja", "Hysa", "Prifti", "Kola", "Meta", "Lika", "Duka", "Ndreu", "Tafa", "Xhafa", "Ymeri", "Bajrami", "Morina", "Ahmeti", "Sinani"];

export type MapMode = "all_friend" | "except_friend" | "only_friend";

export interface LargeCustomer {
  fullName: string; username: string; email: string; phone: string; sex: "male" | "female"; birthdate: string;
  lat: number; lng: number; city: SeedCity; verified: boolean; referralCode: string; photo: boolean;
  mapVisible: boolean; hideAsShijoer: boolean; mapVisibleType: MapMode;
}

const ascii = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/**
 * Customer number n (0-based). Every map-privacy mode of spec 3 §4 by n mod 20: offline (0–1), hidden as shijoer (2),
 * all friends except the chosen (3–4), only the chosen (5–6), all friends (the rest).
 */
export function largeCustomer(n: number): LargeCustomer {
  const rng = streamFor("customer", n);
  const female = rng.chance(0.5);
  const first = rng.pick(female ? FIRST_F : FIRST_M);
  const last = rng.pick(LAST);
  const username = `${ascii(first)}.${ascii(last)}.${n + 1}`;
  const centre = rng.chance(0.65) ? TIRANA_CENTRE : CITY_CENTRES[Math.floor(rng.next() * CITY_CENTRES.length)];
  const { lat, lng } = around(rng, centre, centre === TIRANA_CENTRE ? 8 : centre.km);
  const mode = n % 20;
  return {
    fullName: `${first} ${last}`, username, email: `${username}@klient.shijo.al`, phone: `06${7 + (n % 3)}${String(2_000_000 + n * 37).padStart(7, "0")}`,
    sex: female ? "female" : "male",
    birthdate: `${rng.int(1960, 2006)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
    lat, lng, city: centre.city, verified: !rng.chance(0.05), referralCode: `L${(n + 1).toString(36).toUpperCase().padStart(4, "0")}${ascii(first).slice(0, 3).toUpperCase()}`,
    photo: rng.chance(0.4), mapVisible: mode > 1, hideAsShijoer: mode === 2,
    mapVisibleType: mode === 3 || mode === 4 ? "except_friend" : mode === 5 || mode === 6 ? "only_friend" : "all_friend",
  };
}

/** The customers (0-based numbers) customer n asks to be friends: up to friendsAsked of the next 300, no repeats. */
export function friendsAskedBy(n: number, sizes: LargeSizes): number[] {
  const rng = streamFor("friends", n);
  const offsets = new Set<number>();
  while (offsets.size < sizes.friendsAsked) offsets.add(rng.int(1, 300));
  return [...offsets].sort((a, b) => a - b).map((d) => n + d).filter((m) => m < sizes.customers);
}

// --- What it adds up to ------------------------------------------------------------------------------------------

export interface LargePlanCounts {
  vendors: number; vendorsNearTirana: number; kinds: VendorKind[]; menuMin: number; menuMax: number; flagshipProducts: number;
  products: number; customers: number; friendships: number; mapModes: string[]; groups: number; bigChannelMessages: number; orders: number;
}

/** What the plan adds up to at a scale, computed from the generators alone (nothing is built or inserted). */
export function planCounts(scale = 1): LargePlanCounts {
  const sizes = largeSizes(scale);
  const vendors = Array.from({ length: sizes.vendors }, (_, n) => largeVendor(n, sizes));
  const near = vendors.filter((v) => haversineMetres(v.spec.lat, v.spec.lng, TIRANA_POINT.lat, TIRANA_POINT.lng) <= NEARBY_RADIUS_M).length;
  let friendships = sizes.demoFriends;
  for (let n = 0; n < sizes.customers; n++) friendships += friendsAskedBy(n, sizes).length;
  const modes = new Set<string>();
  for (let n = 0; n < Math.min(sizes.customers, 40); n++) {
    const c = largeCustomer(n);
    modes.add(!c.mapVisible ? "offline" : c.hideAsShijoer ? "hidden" : c.mapVisibleType);
  }
  const menuSizes = vendors.map((v) => v.menuSize);
  return {
    vendors: vendors.length, vendorsNearTirana: near, kinds: [...new Set(vendors.map((v) => v.spec.type))].sort(),
    menuMin: Math.min(...menuSizes), menuMax: Math.max(...menuSizes), flagshipProducts: FLAGSHIPS[0].menuSize,
    products: menuSizes.reduce((a, b) => a + b, 0), customers: sizes.customers, friendships, mapModes: [...modes].sort(),
    groups: sizes.groups + 1, bigChannelMessages: sizes.bigChannelMessages, orders: sizes.orders + sizes.demoOrders,
  };
}
