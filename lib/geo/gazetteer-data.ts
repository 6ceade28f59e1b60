import type { Country } from "./types";

// The offline gazetteer: cities and towns of Albania and Kosovo, Tirana's neighbourhoods and a few in Durrës and
// Prishtina, with approximate centre coordinates (WGS84). Enough to search and reverse-geocode without a network.
// kind: "city" (district centres and large towns), "town", "area" (a neighbourhood or landmark inside `in`).
export type PlaceKind = "city" | "town" | "area";

export interface GazetteerEntry {
  id: string;
  sq: string;
  /** English name when it differs (exonyms: Tirana, Durres, Pristina). */
  en?: string;
  kind: PlaceKind;
  /** The city an area belongs to (an id of this list). */
  in?: string;
  country: Country;
  lat: number;
  lng: number;
  /** Other spellings people type: without ë/ç, older or foreign names. */
  aka?: string[];
}

const al = (id: string, sq: string, kind: PlaceKind, lat: number, lng: number, extra: Partial<GazetteerEntry> = {}): GazetteerEntry => ({
  id, sq, kind, lat, lng, country: "al", ...extra,
});
const xk = (id: string, sq: string, kind: PlaceKind, lat: number, lng: number, extra: Partial<GazetteerEntry> = {}): GazetteerEntry => ({
  id, sq, kind, lat, lng, country: "xk", ...extra,
});
const tirana = (id: string, sq: string, lat: number, lng: number, aka?: string[]) => al(id, sq, "area", lat, lng, { in: "tirane", aka });

export const GAZETTEER: readonly GazetteerEntry[] = [
  // Albania: cities
  al("tirane", "Tiranë", "city", 41.32754, 19.81869, { en: "Tirana", aka: ["Tirana", "Tirane"] }),
  al("durres", "Durrës", "city", 41.3231, 19.4414, { en: "Durres", aka: ["Durazzo"] }),
  al("vlore", "Vlorë", "city", 40.4661, 19.4914, { en: "Vlora", aka: ["Vlora", "Valona"] }),
  al("shkoder", "Shkodër", "city", 42.0683, 19.5126, { en: "Shkodra", aka: ["Shkodra", "Scutari"] }),
  al("elbasan", "Elbasan", "city", 41.1125, 20.0822),
  al("fier", "Fier", "city", 40.7239, 19.5561),
  al("korce", "Korçë", "city", 40.6186, 20.7808, { en: "Korca", aka: ["Korça", "Korca"] }),
  al("berat", "Berat", "city", 40.7058, 19.9522),
  al("lushnje", "Lushnjë", "city", 40.9419, 19.705, { en: "Lushnje" }),
  al("kavaje", "Kavajë", "city", 41.1856, 19.5569, { en: "Kavaja", aka: ["Kavaja"] }),
  al("pogradec", "Pogradec", "city", 40.9025, 20.6525),
  al("gjirokaster", "Gjirokastër", "city", 40.0758, 20.1389, { en: "Gjirokastra", aka: ["Gjirokastra"] }),
  al("sarande", "Sarandë", "city", 39.8756, 20.0053, { en: "Saranda", aka: ["Saranda"] }),
  al("lezhe", "Lezhë", "city", 41.7836, 19.6436, { en: "Lezha", aka: ["Lezha"] }),
  al("kukes", "Kukës", "city", 42.0769, 20.4219, { en: "Kukes" }),
  al("kruje", "Krujë", "city", 41.5092, 19.7928, { en: "Kruja", aka: ["Kruja"] }),
  al("kamez", "Kamëz", "city", 41.3817, 19.7603, { en: "Kamez" }),
  al("peshkopi", "Peshkopi", "city", 41.685, 20.4289),
  al("permet", "Përmet", "city", 40.2336, 20.3517, { en: "Permet" }),
  al("tepelene", "Tepelenë", "city", 40.2958, 20.0192, { en: "Tepelena" }),
  al("burrel", "Burrel", "city", 41.6103, 20.0089),
  al("bajram-curri", "Bajram Curri", "city", 42.3573, 20.0768, { aka: ["Tropojë", "Tropoja"] }),
  // Albania: towns and resorts
  al("patos", "Patos", "town", 40.6833, 19.6194),
  al("lac", "Laç", "town", 41.6353, 19.7131, { en: "Lac" }),
  al("gramsh", "Gramsh", "town", 40.8697, 20.1842),
  al("librazhd", "Librazhd", "town", 41.1797, 20.3156),
  al("himare", "Himarë", "town", 40.1008, 19.7453, { en: "Himara", aka: ["Himara"] }),
  al("ksamil", "Ksamil", "town", 39.767, 20.0),
  al("divjake", "Divjakë", "town", 40.9964, 19.5294, { en: "Divjaka" }),
  al("rrogozhine", "Rrogozhinë", "town", 41.0758, 19.6667, { en: "Rrogozhina" }),
  al("cerrik", "Cërrik", "town", 41.0317, 19.9756, { en: "Cerrik" }),
  al("peqin", "Peqin", "town", 41.0469, 19.7511),
  al("bulqize", "Bulqizë", "town", 41.4942, 20.2214, { en: "Bulqiza" }),
  al("puke", "Pukë", "town", 42.0444, 19.8997, { en: "Puka" }),
  al("koplik", "Koplik", "town", 42.2136, 19.4364),
  al("ballsh", "Ballsh", "town", 40.5989, 19.7347),
  al("memaliaj", "Memaliaj", "town", 40.3489, 19.9803),
  al("delvine", "Delvinë", "town", 39.9494, 20.0978, { en: "Delvina" }),
  al("konispol", "Konispol", "town", 39.6589, 20.1814),
  al("erseke", "Ersekë", "town", 40.3378, 20.6789, { en: "Erseka" }),
  al("bilisht", "Bilisht", "town", 40.6275, 20.99),
  al("maliq", "Maliq", "town", 40.7058, 20.6997),
  al("golem", "Golem", "town", 41.24, 19.523),
  al("shengjin", "Shëngjin", "town", 41.8136, 19.5936, { en: "Shengjin" }),
  al("velipoje", "Velipojë", "town", 41.865, 19.425, { en: "Velipoja" }),
  al("dhermi", "Dhërmi", "town", 40.1528, 19.6333, { en: "Dhermi" }),
  al("theth", "Theth", "town", 42.3953, 19.7744),
  al("vore", "Vorë", "town", 41.3939, 19.655, { en: "Vora" }),
  al("rinas", "Rinas", "town", 41.4147, 19.7206, { aka: ["Aeroporti Nënë Tereza", "Tirana Airport"] }),
  al("mamurras", "Mamurras", "town", 41.5775, 19.6922),
  al("fushe-kruje", "Fushë-Krujë", "town", 41.4783, 19.7178, { en: "Fushe-Kruje" }),
  al("shijak", "Shijak", "town", 41.3456, 19.5672),
  al("kashar", "Kashar", "town", 41.3486, 19.7303),
  al("paskuqan", "Paskuqan", "town", 41.36, 19.79),
  al("farke", "Farkë", "town", 41.302, 19.868, { en: "Farka" }),
  // Tirana: neighbourhoods and landmarks
  tirana("sheshi-skenderbej", "Sheshi Skënderbej", 41.3275, 19.8187, ["Qendra", "Skanderbeg Square"]),
  tirana("blloku", "Blloku", 41.3196, 19.817, ["Ish-Blloku", "Bllok"]),
  tirana("tirana-e-re", "Tirana e Re", 41.3155, 19.8075),
  tirana("komuna-e-parisit", "Komuna e Parisit", 41.3142, 19.796, ["Komuna Parisit"]),
  tirana("myslym-shyri", "Myslym Shyri", 41.322, 19.8125),
  tirana("selite", "Selitë", 41.303, 19.8095, ["Selita"]),
  tirana("kombinat", "Kombinat", 41.3135, 19.776),
  tirana("laprake", "Laprakë", 41.3455, 19.7985, ["Lapraka"]),
  tirana("ali-demi", "Ali Demi", 41.325, 19.833),
  tirana("pazari-i-ri", "Pazari i Ri", 41.33, 19.8235, ["New Bazaar"]),
  tirana("don-bosko", "Don Bosko", 41.3395, 19.803),
  tirana("astir", "Astir", 41.337, 19.775),
  tirana("kodra-e-diellit", "Kodra e Diellit", 41.3, 19.82),
  tirana("sauk", "Sauk", 41.299, 19.84),
  tirana("yzberisht", "Yzberisht", 41.324, 19.77),
  tirana("fresku", "Fresku", 41.35, 19.839),
  tirana("porcelan", "Porcelan", 41.333, 19.845),
  tirana("zogu-i-zi", "Zogu i Zi", 41.34, 19.809),
  tirana("21-dhjetori", "21 Dhjetori", 41.329, 19.806),
  tirana("xhamllik", "Xhamllik", 41.323, 19.802),
  tirana("medreseja", "Medreseja", 41.341, 19.815),
  tirana("shkoza", "Shkoza", 41.348, 19.82),
  tirana("bregu-i-lumit", "Bregu i Lumit", 41.333, 19.84),
  tirana("allias", "Allias", 41.3135, 19.8355),
  tirana("parku-i-madh", "Parku i Madh", 41.312, 19.82, ["Liqeni Artificial", "Grand Park"]),
  tirana("rruga-e-kavajes", "Rruga e Kavajës", 41.326, 19.8, ["Kavajës"]),
  tirana("rruga-e-durresit", "Rruga e Durrësit", 41.33, 19.811),
  tirana("rruga-e-elbasanit", "Rruga e Elbasanit", 41.319, 19.83),
  tirana("rruga-e-dibres", "Rruga e Dibrës", 41.335, 19.825),
  tirana("stacioni-i-trenit", "Stacioni i Trenit", 41.338, 19.81),
  tirana("teg", "Tirana East Gate", 41.293, 19.848, ["TEG"]),
  tirana("unaza-e-re", "Unaza e Re", 41.336, 19.79),
  // Durrës and Vlorë areas
  al("durres-plazh", "Plazhi i Durrësit", "area", 41.3, 19.48, { in: "durres", aka: ["Plazh", "Durres beach"] }),
  al("durres-currila", "Currila", "area", 41.319, 19.435, { in: "durres" }),
  al("vlore-lungomare", "Lungomare", "area", 40.447, 19.486, { in: "vlore", aka: ["Lungomare Vlorë"] }),
  // Kosovo: cities
  xk("prishtine", "Prishtinë", "city", 42.6629, 21.1655, { en: "Pristina", aka: ["Prishtina", "Pristina", "Priština"] }),
  xk("prizren", "Prizren", "city", 42.2139, 20.7397),
  xk("peje", "Pejë", "city", 42.6591, 20.2883, { en: "Peja", aka: ["Peja", "Peć"] }),
  xk("gjakove", "Gjakovë", "city", 42.3803, 20.4308, { en: "Gjakova", aka: ["Gjakova"] }),
  xk("mitrovice", "Mitrovicë", "city", 42.8914, 20.866, { en: "Mitrovica", aka: ["Mitrovica"] }),
  xk("ferizaj", "Ferizaj", "city", 42.3702, 21.1553),
  xk("gjilan", "Gjilan", "city", 42.4635, 21.4694),
  // Kosovo: towns
  xk("vushtrri", "Vushtrri", "town", 42.8231, 20.9675),
  xk("podujeve", "Podujevë", "town", 42.9106, 21.1931, { en: "Podujeva" }),
  xk("suhareke", "Suharekë", "town", 42.3589, 20.8258, { en: "Suhareka" }),
  xk("rahovec", "Rahovec", "town", 42.3992, 20.6547),
  xk("malisheve", "Malishevë", "town", 42.4828, 20.7458, { en: "Malisheva" }),
  xk("drenas", "Drenas", "town", 42.625, 20.8931),
  xk("lipjan", "Lipjan", "town", 42.5217, 21.1258),
  xk("kamenice", "Kamenicë", "town", 42.5781, 21.5803, { en: "Kamenica" }),
  xk("decan", "Deçan", "town", 42.5403, 20.2878, { en: "Decan" }),
  xk("istog", "Istog", "town", 42.7808, 20.4875),
  xk("kline", "Klinë", "town", 42.6208, 20.5775, { en: "Klina" }),
  xk("skenderaj", "Skënderaj", "town", 42.7381, 20.7897, { en: "Skenderaj" }),
  xk("dragash", "Dragash", "town", 42.0611, 20.6531),
  xk("kacanik", "Kaçanik", "town", 42.2306, 21.2586, { en: "Kacanik" }),
  xk("fushe-kosove", "Fushë Kosovë", "town", 42.6353, 21.0961, { en: "Fushe Kosove" }),
  xk("obiliq", "Obiliq", "town", 42.6869, 21.0703),
  // Prishtina areas
  xk("prishtine-dardania", "Dardania", "area", 42.654, 21.153, { in: "prishtine" }),
  xk("prishtine-ulpiana", "Ulpiana", "area", 42.652, 21.17, { in: "prishtine" }),
  xk("prishtine-qendra", "Qendra e Prishtinës", "area", 42.661, 21.164, { in: "prishtine", aka: ["Sheshi Nënë Tereza"] }),
  xk("prishtine-arberia", "Arbëria", "area", 42.67, 21.153, { in: "prishtine", aka: ["Dragodan"] }),
  xk("prishtine-sunny-hill", "Kodra e Diellit", "area", 42.65, 21.18, { in: "prishtine", aka: ["Sunny Hill"] }),
];
