import type { FoodIcon } from "./food-categories";
import type { MenuKey } from "./menus";

// The seeded vendors: all four types around Tirana, a few in Durrës, Shkodër and Prishtinë.
// hours: "std" 08:00–23:00 daily (most vendors, so tests find open ones), "h24" 00:00–23:59 daily,
// "closed" no hours at all (always closed), "split" lunch and dinner, "early" 06:30–21:00, "week" shorter Sunday.
export type HoursPreset = "std" | "h24" | "closed" | "split" | "early" | "week";
export type VendorKind = "restaurant" | "grocery" | "pharmacy" | "other";

export interface VendorSeed {
  title: string;
  type: VendorKind;
  menu: MenuKey;
  cats: FoodIcon[];
  city: SeedCity;
  address: string;
  lat: number;
  lng: number;
  methods: string;
  hours: HoursPreset;
  tags: [sq: string, en: string];
  /** The vendor's own line (spec 2 §3 custom_text), in Albanian and English. */
  text?: [sq: string, en: string];
  own?: boolean;
  suggested?: boolean;
  isNew?: boolean;
  exclusive?: boolean;
  freeDelivery?: boolean;
  closedInfo?: [sq: string, en: string];
  polygon?: boolean;
  cashOnly?: boolean;
}

const T = "Tiranë";
export const VENDORS: VendorSeed[] = [
  { title: "Oda", type: "restaurant", menu: "traditional", cats: ["traditional", "grill"], city: T, address: "Rruga Luigj Gurakuqi, Pazari i Ri", lat: 41.32965, lng: 19.82291, methods: "delivery-pickup-reserve", hours: "std", tags: ["Tradicionale, Shqiptare", "Traditional, Albanian"], text: ["Gatime shtëpie nga e gjithë Shqipëria", "Home cooking from all over Albania"], suggested: true },
  { title: "Mullixhiu", type: "restaurant", menu: "traditional", cats: ["traditional", "bread"], city: T, address: "Lasgush Poradeci, Parku i Madh", lat: 41.31702, lng: 19.82215, methods: "pickup-reserve", hours: "split", tags: ["Tradicionale, Kuzhinë e rafinuar", "Traditional, Fine dining"], own: true, exclusive: true, polygon: true },
  { title: "Era", type: "restaurant", menu: "traditional", cats: ["traditional", "pizza", "salad"], city: T, address: "Rruga Ismail Qemali 33, Blloku", lat: 41.31932, lng: 19.81782, methods: "delivery-pickup", hours: "std", tags: ["Tradicionale, Pica", "Traditional, Pizza"], suggested: true, freeDelivery: true },
  { title: "Pizza Napoli", type: "restaurant", menu: "pizza", cats: ["pizza", "pasta"], city: T, address: "Rruga e Kavajës 112", lat: 41.32588, lng: 19.80021, methods: "delivery-pickup", hours: "h24", tags: ["Pica, Italiane", "Pizza, Italian"], text: ["Pica në furrë me dru, 24 orë", "Wood-fired pizza, 24 hours a day"], suggested: true },
  { title: "Pizzeria Da Vinci", type: "restaurant", menu: "pizza", cats: ["pizza", "pasta"], city: T, address: "Rruga Myslym Shyri 40", lat: 41.32201, lng: 19.81254, methods: "delivery-pickup-reserve", hours: "std", tags: ["Pica, Pasta", "Pizza, Pasta"] },
  { title: "Burger House", type: "restaurant", menu: "burger", cats: ["burger"], city: T, address: "Rruga Ibrahim Rugova 5, Blloku", lat: 41.31805, lng: 19.81497, methods: "delivery-pickup", hours: "std", tags: ["Burger, Amerikane", "Burgers, American"], isNew: true },
  { title: "Smash Bros Burger", type: "restaurant", menu: "burger", cats: ["burger"], city: T, address: "Rruga e Durrësit 80", lat: 41.33051, lng: 19.81102, methods: "delivery", hours: "std", tags: ["Burger, Ushqim i shpejtë", "Burgers, Fast food"], isNew: true },
  { title: "Sushi Tokyo Tirana", type: "restaurant", menu: "sushi", cats: ["sushi", "seafood"], city: T, address: "Rruga Pjetër Bogdani 12", lat: 41.32102, lng: 19.81390, methods: "delivery-pickup-reserve", hours: "split", tags: ["Sushi, Japoneze", "Sushi, Japanese"], exclusive: true },
  { title: "Salt Sushi Bar", type: "restaurant", menu: "sushi", cats: ["sushi"], city: T, address: "Rruga Mustafa Matohiti 4", lat: 41.32020, lng: 19.81658, methods: "delivery-pickup", hours: "std", tags: ["Sushi, Aziatike", "Sushi, Asian"] },
  { title: "Byrektore Tradita", type: "restaurant", menu: "byrek", cats: ["byrek", "bread"], city: T, address: "Rruga e Dibrës 150", lat: 41.33402, lng: 19.82523, methods: "delivery-pickup", hours: "early", tags: ["Byrek, Mëngjes", "Byrek, Breakfast"], suggested: true },
  { title: "Byrek Ceren", type: "restaurant", menu: "byrek", cats: ["byrek"], city: T, address: "Rruga Bardhyl 22", lat: 41.32911, lng: 19.83012, methods: "pickup", hours: "early", tags: ["Byrek", "Byrek"], cashOnly: true },
  { title: "Kolonat Grill", type: "restaurant", menu: "grill", cats: ["grill", "traditional"], city: T, address: "Rruga Sami Frashëri 18", lat: 41.31851, lng: 19.82001, methods: "delivery-pickup-reserve", hours: "std", tags: ["Skarë, Mish", "Grill, Meat"] },
  { title: "Tymi Skarë", type: "restaurant", menu: "grill", cats: ["grill"], city: T, address: "Rruga Qemal Stafa 210", lat: 41.33560, lng: 19.81802, methods: "delivery-pickup", hours: "std", tags: ["Skarë, Qebapa", "Grill, Kebabs"], own: true },
  { title: "Peshku i Detit", type: "restaurant", menu: "seafood", cats: ["seafood", "salad"], city: T, address: "Rruga Abdi Toptani 7", lat: 41.32711, lng: 19.82155, methods: "delivery-reserve", hours: "split", tags: ["Peshk, Fruta deti", "Fish, Seafood"] },
  { title: "Kafe Komiteti", type: "restaurant", menu: "cafe", cats: ["coffee", "dessert"], city: T, address: "Rruga Fatmir Haxhiu, Pazari i Ri", lat: 41.32988, lng: 19.82371, methods: "delivery-pickup", hours: "early", tags: ["Kafe, Mëngjes", "Coffee, Breakfast"] },
  { title: "Artigiano Akullore", type: "restaurant", menu: "icecream", cats: ["icecream", "dessert"], city: T, address: "Bulevardi Dëshmorët e Kombit", lat: 41.32155, lng: 19.82072, methods: "delivery-pickup", hours: "std", tags: ["Akullore, Ëmbëlsira", "Ice cream, Desserts"], freeDelivery: true },
  { title: "Pasticeri Sofra", type: "restaurant", menu: "icecream", cats: ["dessert", "icecream", "coffee"], city: T, address: "Rruga e Elbasanit 45", lat: 41.32103, lng: 19.83011, methods: "delivery-pickup", hours: "std", tags: ["Ëmbëlsira, Pastiçeri", "Desserts, Pastry"] },
  { title: "Green & Protein", type: "restaurant", menu: "vegan", cats: ["vegan", "salad", "soup"], city: T, address: "Rruga Vaso Pasha 15", lat: 41.31982, lng: 19.81455, methods: "delivery-pickup", hours: "std", tags: ["Vegane, Të shëndetshme", "Vegan, Healthy"], isNew: true, suggested: true },
  { title: "Supa e Nënës", type: "restaurant", menu: "soup", cats: ["soup", "traditional"], city: T, address: "Rruga Hoxha Tahsim 3", lat: 41.33215, lng: 19.82790, methods: "delivery-pickup", hours: "std", tags: ["Supë, Gatime shtëpie", "Soup, Home cooking"] },
  { title: "Taverna Tirona", type: "restaurant", menu: "traditional", cats: ["traditional", "grill"], city: T, address: "Rruga Don Bosko 60", lat: 41.33905, lng: 19.80302, methods: "delivery-pickup-reserve", hours: "std", tags: ["Tradicionale, Skarë", "Traditional, Grill"] },
  { title: "Pizza Express Astir", type: "restaurant", menu: "pizza", cats: ["pizza"], city: T, address: "Unaza e Re, Astir", lat: 41.33580, lng: 19.77802, methods: "delivery", hours: "std", tags: ["Pica", "Pizza"] },
  { title: "Ushqimi i Kombinatit", type: "restaurant", menu: "soup", cats: ["soup", "traditional"], city: T, address: "Rruga Gjergj Legisi, Kombinat", lat: 41.31300, lng: 19.78300, methods: "delivery-pickup", hours: "std", tags: ["Gatime shtëpie", "Home cooking"] },
  { title: "Noodle Wok Selitë", type: "restaurant", menu: "sushi", cats: ["sushi", "soup"], city: T, address: "Rruga Selitë, pranë shkollës", lat: 41.30500, lng: 19.80900, methods: "delivery-pickup", hours: "std", tags: ["Aziatike, Wok", "Asian, Wok"] },
  { title: "Restorant Liqeni", type: "restaurant", menu: "seafood", cats: ["seafood", "traditional"], city: T, address: "Rruga e Liqenit, Parku i Madh", lat: 41.31203, lng: 19.82302, methods: "reserve", hours: "split", tags: ["Peshk, Pamje nga liqeni", "Fish, Lake view"], exclusive: true },
  { title: "Kasollja e Gjyshit", type: "restaurant", menu: "traditional", cats: ["traditional"], city: T, address: "Rruga e Kosovarëve 11", lat: 41.31605, lng: 19.80603, methods: "delivery-pickup", hours: "closed", tags: ["Tradicionale", "Traditional"], closedInfo: ["Mbyllur për rinovim. Do të rihapemi së shpejti!", "Closed for renovation. We will reopen soon!"] },
  { title: "Hamburgeria Sauk", type: "restaurant", menu: "burger", cats: ["burger"], city: T, address: "Rruga Arben Broci, Sauk", lat: 41.30002, lng: 19.84003, methods: "delivery-pickup", hours: "closed", tags: ["Burger", "Burgers"] },
  { title: "Qebaptore Kodra", type: "restaurant", menu: "qebap", cats: ["grill"], city: T, address: "Kodra e Diellit, Rruga 1", lat: 41.30050, lng: 19.82001, methods: "delivery-pickup", hours: "std", tags: ["Qebapa, Skarë", "Kebabs, Grill"], own: true },
  { title: "Kafe Laprakë", type: "restaurant", menu: "cafe", cats: ["coffee", "bread"], city: T, address: "Rruga Dritan Hoxha, Laprakë", lat: 41.34502, lng: 19.79705, methods: "pickup", hours: "early", tags: ["Kafe", "Coffee"] },
  { title: "Conad Blloku", type: "grocery", menu: "grocery", cats: [], city: T, address: "Rruga Ismail Qemali 20", lat: 41.31905, lng: 19.81602, methods: "delivery-pickup", hours: "week", tags: ["Supermarket", "Supermarket"], suggested: true },
  { title: "Spar Tirana e Re", type: "grocery", menu: "grocery", cats: [], city: T, address: "Rruga Abdyl Frashëri 8", lat: 41.31502, lng: 19.80601, methods: "delivery-pickup", hours: "h24", tags: ["Supermarket, 24 orë", "Supermarket, 24 hours"], text: ["Hapur 24 orë, çdo ditë", "Open 24 hours, every day"] },
  { title: "Big Market Zogu i Zi", type: "grocery", menu: "grocery", cats: [], city: T, address: "Sheshi Zogu i Zi", lat: 41.34005, lng: 19.80902, methods: "delivery", hours: "std", tags: ["Supermarket", "Supermarket"], freeDelivery: true },
  { title: "Eco Market Fruta", type: "grocery", menu: "grocery", cats: ["vegan"], city: T, address: "Pazari i Ri, tezga 4", lat: 41.32950, lng: 19.82405, methods: "delivery-pickup", hours: "early", tags: ["Fruta, Perime, Bio", "Fruit, Vegetables, Organic"], isNew: true },
  { title: "Conad TEG", type: "grocery", menu: "grocery", cats: [], city: T, address: "Tirana East Gate, Rruga e Elbasanit", lat: 41.29302, lng: 19.84801, methods: "delivery-pickup", hours: "std", tags: ["Supermarket", "Supermarket"] },
  { title: "Farmacia Tirana", type: "pharmacy", menu: "pharmacy", cats: [], city: T, address: "Sheshi Skënderbej 2", lat: 41.32751, lng: 19.81861, methods: "delivery-pickup", hours: "h24", tags: ["Farmaci, 24 orë", "Pharmacy, 24 hours"], text: ["Farmaci kujdestare 24 orë", "24-hour duty pharmacy"] },
  { title: "Farmacia Lira", type: "pharmacy", menu: "pharmacy", cats: [], city: T, address: "Rruga e Barrikadave 55", lat: 41.33152, lng: 19.81751, methods: "delivery-pickup", hours: "week", tags: ["Farmaci", "Pharmacy"] },
  { title: "Farmacia 10", type: "pharmacy", menu: "pharmacy", cats: [], city: T, address: "Rruga 21 Dhjetori 14", lat: 41.32880, lng: 19.80605, methods: "delivery", hours: "std", tags: ["Farmaci", "Pharmacy"] },
  { title: "Lule & Dhurata", type: "other", menu: "flowers", cats: [], city: T, address: "Rruga Tish Daija 9", lat: 41.32152, lng: 19.80855, methods: "delivery-pickup", hours: "std", tags: ["Lule, Dhurata", "Flowers, Gifts"] },
  { title: "Shporta Shqiptare", type: "other", menu: "flowers", cats: [], city: T, address: "Rruga Sulejman Delvina 3", lat: 41.31705, lng: 19.81201, methods: "delivery", hours: "std", tags: ["Dhurata, Produkte vendi", "Gifts, Local products"], isNew: true },
  { title: "Peshk Durrësi", type: "restaurant", menu: "seafood", cats: ["seafood"], city: "Durrës", address: "Rruga Taulantia, Durrës", lat: 41.31302, lng: 19.44502, methods: "delivery-pickup-reserve", hours: "std", tags: ["Peshk, Deti", "Fish, Seafood"] },
  { title: "Pizza Plazhi", type: "restaurant", menu: "pizza", cats: ["pizza"], city: "Durrës", address: "Plazhi i Durrësit, Rruga Pavarësia", lat: 41.30003, lng: 19.48005, methods: "delivery-pickup", hours: "std", tags: ["Pica", "Pizza"] },
  { title: "Spar Durrës", type: "grocery", menu: "grocery", cats: [], city: "Durrës", address: "Bulevardi Epidamn, Durrës", lat: 41.31805, lng: 19.44902, methods: "delivery-pickup", hours: "std", tags: ["Supermarket", "Supermarket"] },
  { title: "Tradita Shkodër", type: "restaurant", menu: "traditional", cats: ["traditional", "seafood"], city: "Shkodër", address: "Rruga Kolë Idromeno, Shkodër", lat: 42.06802, lng: 19.51205, methods: "delivery-pickup-reserve", hours: "std", tags: ["Tradicionale, Krapi i liqenit", "Traditional, Lake carp"] },
  { title: "Byrektore Rozafa", type: "restaurant", menu: "byrek", cats: ["byrek"], city: "Shkodër", address: "Rruga Gjuhadol, Shkodër", lat: 42.06705, lng: 19.51402, methods: "delivery-pickup", hours: "early", tags: ["Byrek", "Byrek"] },
  { title: "Qebaptore Prishtina", type: "restaurant", menu: "qebap", cats: ["grill"], city: "Prishtinë", address: "Rruga Garibaldi, Prishtinë", lat: 42.66205, lng: 21.16502, methods: "delivery-pickup", hours: "std", tags: ["Qebapa, Skarë", "Kebabs, Grill"] },
  { title: "Pizza Dardania", type: "restaurant", menu: "pizza", cats: ["pizza", "pasta"], city: "Prishtinë", address: "Lagjja Dardania, Prishtinë", lat: 42.65402, lng: 21.15305, methods: "delivery-pickup", hours: "std", tags: ["Pica, Pasta", "Pizza, Pasta"] },
];

/**
 * ISO 3166 codes (lib/geo/country.ts shows each page the name in its language). The small seed's vendors are in the
 * first four; the large seed (issue 26) spreads its vendors over all of them.
 */
export const CITY_COUNTRY = {
  Tiranë: "AL",
  Durrës: "AL",
  Shkodër: "AL",
  Prishtinë: "XK",
  Elbasan: "AL",
  Vlorë: "AL",
  Korçë: "AL",
  Fier: "AL",
  Berat: "AL",
  Gjirokastër: "AL",
  Sarandë: "AL",
  Lezhë: "AL",
  Kukës: "AL",
  Pogradec: "AL",
  Prizren: "XK",
  Pejë: "XK",
  Gjakovë: "XK",
  Ferizaj: "XK",
  Mitrovicë: "XK",
  Gjilan: "XK",
} as const satisfies Record<string, "AL" | "XK">;

export type SeedCity = keyof typeof CITY_COUNTRY;
