// Blog posts with their 3-question quizzes (spec 1 §3 Blog, §4 Blog quiz). Answers: [text, correct].
export const BLOG_CATEGORIES = [
  { title: "Recipes", sq_title: "Receta" },
  { title: "Health", sq_title: "Shëndet" },
  { title: "City guide", sq_title: "Guida e qytetit" },
  { title: "News", sq_title: "Lajme" },
  { title: "Culture", sq_title: "Kulturë" },
];

type Answer = readonly [text: string, correct: boolean];
export interface BlogSeed {
  title: string;
  author: string;
  categories: number[];
  daysAgo: number;
  timeRead: number;
  canShowQuiz?: boolean;
  credits?: number;
  maxEarn?: number;
  paragraphs: string[];
  quiz: Array<readonly [question: string, answers: readonly Answer[]]>;
}

export const BLOG_POSTS: BlogSeed[] = [
  {
    title: "Sekreti i një tave kosi të përsosur", author: "Elona Hysa", categories: [1, 5], daysAgo: 3, timeRead: 4,
    paragraphs: [
      "Tava e kosit është ndoshta gatimi më i dashur i Elbasanit, por sot gatuhet në çdo shtëpi shqiptare.",
      "Sekreti qëndron te kosi i trashë dhe te mishi i qengjit, i pjekur më parë me oriz derisa të marrë ngjyrë.",
      "Vezët dhe pak miell e lidhin kosin që të mos pritet në furrë. Pjekja e ngadaltë në 180 gradë bën pjesën tjetër.",
    ],
    quiz: [
      ["Nga cili qytet vjen tradicionalisht tava e kosit?", [["Elbasani", true], ["Shkodra", false], ["Vlora", false]]],
      ["Cili mish përdoret zakonisht?", [["Qengji", true], ["Peshku", false], ["Gjeldeti", false]]],
      ["Çfarë e mban kosin të mos pritet?", [["Vezët dhe pak miell", true], ["Uthulla", false], ["Sheqeri", false]]],
    ],
  },
  {
    title: "Pesë vende për byrek të mirë në Tiranë", author: "Gent Xhafa", categories: [3], daysAgo: 8, timeRead: 3,
    paragraphs: [
      "Byreku është mëngjesi i shpejtë i tiranasve: i nxehtë, i freskët dhe me dhallë përkrah.",
      "Nga Pazari i Ri te Rruga e Dibrës, furrat e vogla hapen që në orën gjashtë të mëngjesit.",
      "Provojeni me spinaq, me presh ose me mish; dhe mos harroni: byreku më i mirë është ai që sapo ka dalë nga furra.",
    ],
    quiz: [
      ["Me çfarë pije shoqërohet shpesh byreku?", [["Dhallë", true], ["Verë", false], ["Kafe me akull", false]]],
      ["Në cilën lagje ndodhet Pazari i Ri?", [["Në qendër të Tiranës", true], ["Në Durrës", false], ["Në Kombinat", false]]],
      ["Cili nuk është mbushje e zakonshme byreku?", [["Ananas", true], ["Spinaq", false], ["Presh", false]]],
    ],
  },
  {
    title: "Si të hani shëndetshëm kur porosisni online", author: "Dr. Ina Bregu", categories: [2], daysAgo: 12, timeRead: 5,
    paragraphs: [
      "Porosia online nuk do të thotë domosdoshmërisht ushqim i rëndë. Shumica e lokaleve kanë sallata, supa dhe bowl.",
      "Kërkoni salcat veçmas, zgjidhni pjatat e pjekura në skarë në vend të të skuqurave dhe shtoni perime.",
      "Filtri \"dietike\" në Shijo ju tregon menjëherë lokalet me zgjedhje më të lehta.",
    ],
    quiz: [
      ["Çfarë këshillohet për salcat?", [["T'i kërkoni veçmas", true], ["T'i dyfishoni", false], ["T'i hiqni krejt ujin", false]]],
      ["Cila mënyrë gatimi është më e lehtë?", [["Në skarë", true], ["E skuqur", false], ["E panëruar", false]]],
      ["Cili filtër ndihmon të gjeni zgjedhje më të lehta?", [["Dietike", true], ["Dërgesë falas", false], ["Të rejat", false]]],
    ],
  },
  {
    title: "Cashback në Shijo: si funksionojnë nivelet", author: "Ekipi Shijo", categories: [4], daysAgo: 20, timeRead: 3, credits: 10, maxEarn: 100,
    paragraphs: [
      "Me çdo porosi fitoni cashback në portofolin tuaj. Sa më shpesh porosisni, aq më i lartë bëhet niveli.",
      "Niveli Silver jep 0.5%, Gold 1% dhe Platinum 1.5% të vlerës së porosisë.",
      "Cashback-un mund ta përdorni në porosinë e ardhshme, por jo bashkë me një kupon ose kod ftese.",
    ],
    quiz: [
      ["Sa cashback jep niveli Gold?", [["1%", true], ["5%", false], ["0.1%", false]]],
      ["Cili është niveli më i lartë?", [["Platinum", true], ["Silver", false], ["Bronz", false]]],
      ["A mund ta përdorni cashback-un bashkë me një kupon?", [["Jo", true], ["Po, gjithmonë", false], ["Vetëm të dielën", false]]],
    ],
  },
  {
    title: "Rakia shqiptare: udhëtim nëpër rajone", author: "Arben Meta", categories: [5], daysAgo: 30, timeRead: 6, canShowQuiz: false,
    paragraphs: [
      "Nga rrushi i Skraparit te kumbulla e veriut, rakia ndryshon nga fshati në fshat.",
      "Pihet ngadalë, me meze, dhe shërbehet gjithmonë kur vjen një mik në shtëpi.",
      "Kujtojmë se pijet alkoolike shërbehen vetëm për persona mbi 18 vjeç.",
    ],
    quiz: [
      ["Nga çfarë bëhet rakia e Skraparit?", [["Rrushi", true], ["Gruri", false], ["Patatja", false]]],
      ["Si pihet tradicionalisht rakia?", [["Ngadalë, me meze", true], ["Me akull dhe sheqer", false], ["E nxehtë", false]]],
      ["Nga ç'moshë lejohen pijet alkoolike?", [["18 vjeç", true], ["14 vjeç", false], ["16 vjeç", false]]],
    ],
  },
  {
    title: "Sushi në Tiranë: nga kurioziteti te zakoni", author: "Klea Marku", categories: [3, 4], daysAgo: 41, timeRead: 4,
    paragraphs: [
      "Dhjetë vjet më parë sushi ishte një kuriozitet. Sot Tirana ka disa restorante japoneze dhe bare sushi.",
      "Peshku i freskët i Adriatikut i ka dhënë sushit shqiptar një shije të veçantë.",
      "Për fillestarët, California maki dhe nigiri me salmon janë zgjedhjet më të sigurta.",
    ],
    quiz: [
      ["Cili det furnizon shpesh restorantet e Tiranës?", [["Adriatiku", true], ["Deti i Veriut", false], ["Deti i Kuq", false]]],
      ["Cila është zgjedhje e mirë për fillestarët?", [["California maki", true], ["Fugu", false], ["Uni", false]]],
      ["Nga cili vend vjen sushi?", [["Japonia", true], ["Italia", false], ["Meksika", false]]],
    ],
  },
  {
    title: "Akullorja artizanale dhe vera shqiptare", author: "Elona Hysa", categories: [1, 3], daysAgo: 55, timeRead: 3, credits: 10, maxEarn: 20,
    paragraphs: [
      "Kur temperaturat kalojnë 35 gradë, radha para akulloreve në Bllok zgjatet deri në mesnatë.",
      "Akullorja artizanale bëhet çdo ditë me qumësht të freskët dhe fruta sezonale.",
      "Fëstëku dhe stracciatella mbeten shijet më të kërkuara këtë verë.",
    ],
    quiz: [
      ["Si bëhet akullorja artizanale?", [["Çdo ditë me qumësht të freskët", true], ["Një herë në muaj", false], ["Nga pluhuri", false]]],
      ["Cila shije është ndër më të kërkuarat?", [["Fëstëku", true], ["Hudhra", false], ["Speci", false]]],
      ["Në cilën lagje zgjaten radhët për akullore?", [["Blloku", true], ["Laprakë", false], ["Kombinat", false]]],
    ],
  },
  {
    title: "Ftoni një mik dhe fitoni bashkë", author: "Ekipi Shijo", categories: [4], daysAgo: 70, timeRead: 2,
    paragraphs: [
      "Me ftesën për porosi, i dërgoni një mik një kod që ai e përdor në porosinë e tij.",
      "Ju fitoni 2% të porosisë në oraret 10:30–12:00 dhe 15:30–19:30, ndërsa në oraret e tjera 1%.",
      "Një ftesë mund të dërgohet një herë në çdo cikël; koha e pritjes shfaqet në aplikacion.",
    ],
    quiz: [
      ["Sa fitoni për porositë në 10:30–12:00?", [["2%", true], ["10%", false], ["0%", false]]],
      ["Sa ftesa mund të dërgoni në një cikël?", [["Një", true], ["Pesë", false], ["Pa limit", false]]],
      ["Kush e përdor kodin e ftesës?", [["Miku që e merr", true], ["Vetë dërguesi", false], ["Restoranti", false]]],
    ],
  },
  {
    title: "Mëngjesi shqiptar: petulla, djathë dhe mjaltë", author: "Arben Meta", categories: [1, 5], daysAgo: 90, timeRead: 4,
    paragraphs: [
      "Petullat e ngrohta me mjaltë ose djathë të bardhë janë mëngjesi i fundjavës në shumë familje.",
      "Brumi lihet të vijë gjatë natës dhe skuqet në mëngjes në vaj të nxehtë.",
      "Shoqërojini me çaj mali, pija më e zakonshme e maleve shqiptare.",
    ],
    quiz: [
      ["Me çfarë shërbehen shpesh petullat?", [["Mjaltë ose djathë", true], ["Ketchup", false], ["Majonezë", false]]],
      ["Kur lihet të vijë brumi?", [["Gjatë natës", true], ["Pesë minuta", false], ["Nuk lihet", false]]],
      ["Cila pije shoqëron mëngjesin tradicional?", [["Çaj mali", true], ["Energy drink", false], ["Verë", false]]],
    ],
  },
];
