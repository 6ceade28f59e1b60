// Blog posts with their 3-question quizzes (spec 1 §3 Blog, §4 Blog quiz), each written in Albanian and in English
// (issue 25: an English page reads the English post, under its own slug). Answers: [sq, en, correct].
export const BLOG_CATEGORIES = [
  { title: "Recipes", sq_title: "Receta" },
  { title: "Health", sq_title: "Shëndet" },
  { title: "City guide", sq_title: "Guida e qytetit" },
  { title: "News", sq_title: "Lajme" },
  { title: "Culture", sq_title: "Kulturë" },
];

type Answer = readonly [sq: string, en: string, correct: boolean];
type Question = readonly [sq: string, en: string, answers: readonly Answer[]];
export interface BlogSeed {
  title: string;
  titleEn: string;
  author: string;
  /** Only where the byline is not a person's name ("Ekipi Shijo" is "The Shijo team"). */
  authorEn?: string;
  categories: number[];
  daysAgo: number;
  timeRead: number;
  canShowQuiz?: boolean;
  credits?: number;
  maxEarn?: number;
  paragraphs: string[];
  paragraphsEn: string[];
  quiz: Question[];
}

const TEAM = { author: "Ekipi Shijo", authorEn: "The Shijo team" };

export const BLOG_POSTS: BlogSeed[] = [
  {
    title: "Sekreti i një tave kosi të përsosur", titleEn: "The secret of perfect baked lamb with yoghurt", author: "Elona Hysa", categories: [1, 5], daysAgo: 3, timeRead: 4,
    paragraphs: [
      "Tava e kosit është ndoshta gatimi më i dashur i Elbasanit, por sot gatuhet në çdo shtëpi shqiptare.",
      "Sekreti qëndron te kosi i trashë dhe te mishi i qengjit, i pjekur më parë me oriz derisa të marrë ngjyrë.",
      "Vezët dhe pak miell e lidhin kosin që të mos pritet në furrë. Pjekja e ngadaltë në 180 gradë bën pjesën tjetër.",
    ],
    paragraphsEn: [
      "Baked lamb with yoghurt is perhaps the best-loved dish of Elbasan, and today it is cooked in every Albanian home.",
      "The secret is thick yoghurt and lamb, browned first with rice until it takes on colour.",
      "Eggs and a little flour bind the yoghurt so that it does not split in the oven. Slow baking at 180 degrees does the rest.",
    ],
    quiz: [
      ["Nga cili qytet vjen tradicionalisht tava e kosit?", "Which town does baked lamb with yoghurt traditionally come from?", [["Elbasani", "Elbasan", true], ["Shkodra", "Shkodra", false], ["Vlora", "Vlora", false]]],
      ["Cili mish përdoret zakonisht?", "Which meat is usually used?", [["Qengji", "Lamb", true], ["Peshku", "Fish", false], ["Gjeldeti", "Turkey", false]]],
      ["Çfarë e mban kosin të mos pritet?", "What keeps the yoghurt from splitting?", [["Vezët dhe pak miell", "Eggs and a little flour", true], ["Uthulla", "Vinegar", false], ["Sheqeri", "Sugar", false]]],
    ],
  },
  {
    title: "Pesë vende për byrek të mirë në Tiranë", titleEn: "Five places for a good byrek in Tirana", author: "Gent Xhafa", categories: [3], daysAgo: 8, timeRead: 3,
    paragraphs: [
      "Byreku është mëngjesi i shpejtë i tiranasve: i nxehtë, i freskët dhe me dhallë përkrah.",
      "Nga Pazari i Ri te Rruga e Dibrës, furrat e vogla hapen që në orën gjashtë të mëngjesit.",
      "Provojeni me spinaq, me presh ose me mish; dhe mos harroni: byreku më i mirë është ai që sapo ka dalë nga furra.",
    ],
    paragraphsEn: [
      "Byrek is the quick breakfast of Tirana: hot, fresh and with a glass of salted yoghurt drink on the side.",
      "From the New Bazaar to Dibra Street, the small bakeries open as early as six in the morning.",
      "Try it with spinach, with leeks or with meat; and remember: the best byrek is the one that has just come out of the oven.",
    ],
    quiz: [
      ["Me çfarë pije shoqërohet shpesh byreku?", "Which drink often goes with byrek?", [["Dhallë", "Salted yoghurt drink", true], ["Verë", "Wine", false], ["Kafe me akull", "Iced coffee", false]]],
      ["Në cilën lagje ndodhet Pazari i Ri?", "Where is the New Bazaar?", [["Në qendër të Tiranës", "In the centre of Tirana", true], ["Në Durrës", "In Durrës", false], ["Në Kombinat", "In Kombinat", false]]],
      ["Cili nuk është mbushje e zakonshme byreku?", "Which is not a usual byrek filling?", [["Ananas", "Pineapple", true], ["Spinaq", "Spinach", false], ["Presh", "Leeks", false]]],
    ],
  },
  {
    title: "Si të hani shëndetshëm kur porosisni online", titleEn: "How to eat healthily when you order online", author: "Dr. Ina Bregu", categories: [2], daysAgo: 12, timeRead: 5,
    paragraphs: [
      "Porosia online nuk do të thotë domosdoshmërisht ushqim i rëndë. Shumica e lokaleve kanë sallata, supa dhe tasa me drithëra e perime.",
      "Kërkoni salcat veçmas, zgjidhni pjatat e pjekura në skarë në vend të të skuqurave dhe shtoni perime.",
      "Filtri \"dietike\" në Shijo ju tregon menjëherë lokalet me zgjedhje më të lehta.",
    ],
    paragraphsEn: [
      "Ordering online does not have to mean heavy food. Most places have salads, soups and bowls of grains and vegetables.",
      "Ask for sauces on the side, choose grilled dishes instead of fried ones and add vegetables.",
      "The \"dietary\" filter on Shijo shows you at once the places with lighter choices.",
    ],
    quiz: [
      ["Çfarë këshillohet për salcat?", "What is the advice about sauces?", [["T'i kërkoni veçmas", "Ask for them on the side", true], ["T'i dyfishoni", "Double them", false], ["T'i hiqni krejt ujin", "Take all the water out of them", false]]],
      ["Cila mënyrë gatimi është më e lehtë?", "Which way of cooking is lighter?", [["Në skarë", "Grilled", true], ["E skuqur", "Fried", false], ["E panëruar", "Breaded", false]]],
      ["Cili filtër ndihmon të gjeni zgjedhje më të lehta?", "Which filter helps you find lighter choices?", [["Dietike", "Dietary", true], ["Dërgesë falas", "Free delivery", false], ["Të rejat", "New", false]]],
    ],
  },
  {
    title: "Cashback në Shijo: si funksionojnë nivelet", titleEn: "Cashback on Shijo: how the levels work", ...TEAM, categories: [4], daysAgo: 20, timeRead: 3, credits: 10, maxEarn: 100,
    paragraphs: [
      "Me çdo porosi fitoni cashback në portofolin tuaj. Sa më shpesh porosisni, aq më i lartë bëhet niveli.",
      "Niveli Argjend jep 0,5%, niveli Ar 1% dhe niveli Platin 1,5% të vlerës së porosisë.",
      "Cashback-un mund ta përdorni në porosinë e ardhshme, por jo bashkë me një kupon ose kod ftese.",
    ],
    paragraphsEn: [
      "Every order earns cashback in your wallet. The more often you order, the higher your level.",
      "The Silver level gives 0.5%, Gold 1% and Platinum 1.5% of the order's value.",
      "You can use your cashback on your next order, but not together with a coupon or an invitation code.",
    ],
    quiz: [
      ["Sa cashback jep niveli Ar?", "How much cashback does the Gold level give?", [["1%", "1%", true], ["5%", "5%", false], ["0,1%", "0.1%", false]]],
      ["Cili është niveli më i lartë?", "Which is the highest level?", [["Platin", "Platinum", true], ["Argjend", "Silver", false], ["Bronz", "Bronze", false]]],
      ["A mund ta përdorni cashback-un bashkë me një kupon?", "Can you use your cashback together with a coupon?", [["Jo", "No", true], ["Po, gjithmonë", "Yes, always", false], ["Vetëm të dielën", "Only on Sundays", false]]],
    ],
  },
  {
    title: "Rakia shqiptare: udhëtim nëpër rajone", titleEn: "Albanian rakia: a journey through the regions", author: "Arben Meta", categories: [5], daysAgo: 30, timeRead: 6, canShowQuiz: false,
    paragraphs: [
      "Nga rrushi i Skraparit te kumbulla e veriut, rakia ndryshon nga fshati në fshat.",
      "Pihet ngadalë, me meze, dhe shërbehet gjithmonë kur vjen një mik në shtëpi.",
      "Kujtojmë se pijet alkoolike u shërbehen vetëm personave mbi 18 vjeç.",
    ],
    paragraphsEn: [
      "From the grapes of Skrapar to the plums of the north, rakia changes from village to village.",
      "It is sipped slowly, with small dishes, and always served when a friend comes to the house.",
      "Remember that alcoholic drinks are served only to people over 18.",
    ],
    quiz: [
      ["Nga çfarë bëhet rakia e Skraparit?", "What is the rakia of Skrapar made from?", [["Rrushi", "Grapes", true], ["Gruri", "Wheat", false], ["Patatja", "Potatoes", false]]],
      ["Si pihet tradicionalisht rakia?", "How is rakia traditionally drunk?", [["Ngadalë, me meze", "Slowly, with small dishes", true], ["Me akull dhe sheqer", "With ice and sugar", false], ["E nxehtë", "Hot", false]]],
      ["Nga ç'moshë lejohen pijet alkoolike?", "From what age are alcoholic drinks allowed?", [["18 vjeç", "18", true], ["14 vjeç", "14", false], ["16 vjeç", "16", false]]],
    ],
  },
  {
    title: "Sushi në Tiranë: nga kurioziteti te zakoni", titleEn: "Sushi in Tirana: from curiosity to habit", author: "Klea Marku", categories: [3, 4], daysAgo: 41, timeRead: 4,
    paragraphs: [
      "Dhjetë vjet më parë sushi ishte një kuriozitet. Sot Tirana ka disa restorante japoneze dhe bare sushi.",
      "Peshku i freskët i Adriatikut i ka dhënë sushit shqiptar një shije të veçantë.",
      "Për fillestarët, California maki dhe nigiri me salmon janë zgjedhjet më të sigurta.",
    ],
    paragraphsEn: [
      "Ten years ago sushi was a curiosity. Today Tirana has several Japanese restaurants and sushi bars.",
      "Fresh fish from the Adriatic has given Albanian sushi a taste of its own.",
      "For beginners, California maki and salmon nigiri are the safest choices.",
    ],
    quiz: [
      ["Cili det furnizon shpesh restorantet e Tiranës?", "Which sea often supplies Tirana's restaurants?", [["Adriatiku", "The Adriatic", true], ["Deti i Veriut", "The North Sea", false], ["Deti i Kuq", "The Red Sea", false]]],
      ["Cila është zgjedhje e mirë për fillestarët?", "Which is a good choice for beginners?", [["California maki", "California maki", true], ["Fugu", "Fugu", false], ["Uni", "Uni", false]]],
      ["Nga cili vend vjen sushi?", "Which country does sushi come from?", [["Japonia", "Japan", true], ["Italia", "Italy", false], ["Meksika", "Mexico", false]]],
    ],
  },
  {
    title: "Akullorja artizanale dhe vera shqiptare", titleEn: "Artisan ice cream and the Albanian summer", author: "Elona Hysa", categories: [1, 3], daysAgo: 55, timeRead: 3, credits: 10, maxEarn: 20,
    paragraphs: [
      "Kur temperaturat kalojnë 35 gradë, radha para akulloreve në Bllok zgjatet deri në mesnatë.",
      "Akullorja artizanale bëhet çdo ditë me qumësht të freskët dhe fruta sezonale.",
      "Fëstëku dhe stracciatella mbeten shijet më të kërkuara këtë verë.",
    ],
    paragraphsEn: [
      "When the temperature goes above 35 degrees, the queues at the ice cream shops in the Block last until midnight.",
      "Artisan ice cream is made every day with fresh milk and fruit of the season.",
      "Pistachio and stracciatella remain the most popular flavours this summer.",
    ],
    quiz: [
      ["Si bëhet akullorja artizanale?", "How is artisan ice cream made?", [["Çdo ditë me qumësht të freskët", "Every day with fresh milk", true], ["Një herë në muaj", "Once a month", false], ["Nga pluhuri", "From powder", false]]],
      ["Cila shije është ndër më të kërkuarat?", "Which flavour is among the most popular?", [["Fëstëku", "Pistachio", true], ["Hudhra", "Garlic", false], ["Speci", "Pepper", false]]],
      ["Në cilën lagje zgjaten radhët për akullore?", "In which neighbourhood do the ice cream queues grow long?", [["Blloku", "The Block", true], ["Laprakë", "Laprakë", false], ["Kombinat", "Kombinat", false]]],
    ],
  },
  {
    title: "Ftoni një mik dhe fitoni bashkë", titleEn: "Invite a friend and earn together", ...TEAM, categories: [4], daysAgo: 70, timeRead: 2,
    paragraphs: [
      "Me ftesën për porosi, i dërgoni një mik një kod që ai e përdor në porosinë e tij.",
      "Ju fitoni 2% të porosisë në oraret 10:30–12:00 dhe 15:30–19:30, ndërsa në oraret e tjera 1%.",
      "Një ftesë mund të dërgohet një herë në çdo cikël; koha e pritjes shfaqet në aplikacion.",
    ],
    paragraphsEn: [
      "With an order invitation, you send a friend a code that they use on their order.",
      "You earn 2% of the order between 10:30–12:00 and 15:30–19:30, and 1% at other times.",
      "One invitation can be sent in each cycle; the waiting time is shown in the app.",
    ],
    quiz: [
      ["Sa fitoni për porositë në 10:30–12:00?", "How much do you earn on orders between 10:30 and 12:00?", [["2%", "2%", true], ["10%", "10%", false], ["0%", "0%", false]]],
      ["Sa ftesa mund të dërgoni në një cikël?", "How many invitations can you send in one cycle?", [["Një", "One", true], ["Pesë", "Five", false], ["Pa limit", "No limit", false]]],
      ["Kush e përdor kodin e ftesës?", "Who uses the invitation code?", [["Miku që e merr", "The friend who receives it", true], ["Vetë dërguesi", "The sender", false], ["Restoranti", "The restaurant", false]]],
    ],
  },
  {
    title: "Mëngjesi shqiptar: petulla, djathë dhe mjaltë", titleEn: "The Albanian breakfast: fried dough, cheese and honey", author: "Arben Meta", categories: [1, 5], daysAgo: 90, timeRead: 4,
    paragraphs: [
      "Petullat e ngrohta me mjaltë ose djathë të bardhë janë mëngjesi i fundjavës në shumë familje.",
      "Brumi lihet të vijë gjatë natës dhe skuqet në mëngjes në vaj të nxehtë.",
      "Shoqërojini me çaj mali, pija më e zakonshme e maleve shqiptare.",
    ],
    paragraphsEn: [
      "Warm fried dough with honey or white cheese is the weekend breakfast in many families.",
      "The dough is left to rise overnight and fried in hot oil in the morning.",
      "Have them with mountain tea, the most common drink of the Albanian mountains.",
    ],
    quiz: [
      ["Me çfarë shërbehen shpesh petullat?", "What is fried dough often served with?", [["Mjaltë ose djathë", "Honey or cheese", true], ["Keçap", "Ketchup", false], ["Majonezë", "Mayonnaise", false]]],
      ["Kur lihet të vijë brumi?", "When is the dough left to rise?", [["Gjatë natës", "Overnight", true], ["Pesë minuta", "For five minutes", false], ["Nuk lihet", "It is not", false]]],
      ["Cila pije shoqëron mëngjesin tradicional?", "Which drink goes with the traditional breakfast?", [["Çaj mali", "Mountain tea", true], ["Pije energjike", "An energy drink", false], ["Verë", "Wine", false]]],
    ],
  },
];
