// FAQs (question_en/answer_en/question_al/answer_al, spec 2 §3), support tags (spec 3 §3), feedback tags
// (spec 1 §3 where-did-you-hear-about-us).
type Faq = readonly [scope: "order" | "general" | "courier" | "partner", qEn: string, aEn: string, qAl: string, aAl: string];

export const FAQS: Faq[] = [
  ["order", "Where is my order?", "Open the order summary: the status updates every few seconds. If it has not moved for a long time, write to us in the order chat.", "Ku është porosia ime?", "Hapni përmbledhjen e porosisë: statusi përditësohet çdo pak sekonda. Nëse nuk ka lëvizur për një kohë të gjatë, na shkruani në bisedën e porosisë."],
  ["order", "Can I cancel my order?", "You can cancel while the vendor has not yet confirmed it. After that, contact support in the order chat.", "A mund ta anuloj porosinë?", "Mund ta anuloni derisa lokali ta ketë konfirmuar. Pas kësaj, kontaktoni asistencën në bisedën e porosisë."],
  ["order", "Something is missing from my order", "We are sorry! Tell us which item is missing in the order chat and we will refund it to your wallet.", "Mungon diçka në porosinë time", "Na vjen keq! Na tregoni në bisedën e porosisë cili produkt mungon dhe do t'jua kthejmë në portofol."],
  ["order", "How do I use my cashback?", "At checkout, enter the amount you want to use. Cashback cannot be combined with a coupon or an invitation code.", "Si ta përdor cashback-un?", "Në përfundimin e porosisë, vendosni shumën që doni të përdorni. Cashback-u nuk kombinohet me kupon ose kod ftese."],
  ["order", "How is the delivery fee calculated?", "It depends on the vendor and the distance to your address. You always see it before you confirm.", "Si llogaritet tarifa e dërgesës?", "Varet nga lokali dhe nga largësia deri te adresa juaj. E shihni gjithmonë para se të konfirmoni."],
  ["order", "Can I pay by card?", "Yes, for vendors with online payment. Add a card in your profile or at checkout.", "A mund të paguaj me kartë?", "Po, te lokalet që pranojnë pagesë online. Shtoni një kartë në profil ose gjatë porosisë."],
  ["general", "Which cities does Shijo serve?", "Tirana, Durrës and Shkodër in Albania, and Prishtina in Kosovo, with more coming soon.", "Në cilat qytete punon Shijo?", "Tiranë, Durrës dhe Shkodër në Shqipëri, si dhe Prishtinë në Kosovë; së shpejti edhe më shumë."],
  ["general", "How do I delete my account?", "Write to us from the help page. The account is deactivated at once and deleted permanently after 15 days; logging in within 15 days restores it.", "Si ta fshij llogarinë?", "Na shkruani nga faqja e ndihmës. Llogaria çaktivizohet menjëherë dhe fshihet përfundimisht pas 15 ditësh; nëse hyni brenda 15 ditëve, rikthehet."],
  ["general", "Is my card data safe?", "We never store your card number: only the brand, the last four digits and the expiry date.", "A janë të sigurta të dhënat e kartës?", "Nuk e ruajmë kurrë numrin e kartës: vetëm llojin, katër shifrat e fundit dhe datën e skadimit."],
  ["courier", "Do I need my own vehicle?", "Yes: a bicycle, a scooter or a car. You choose the vehicle in the application form.", "A më duhet mjeti im?", "Po: biçikletë, motor ose makinë. Mjetin e zgjidhni në formularin e aplikimit."],
  ["courier", "When do I get paid?", "Earnings are paid every week to your bank account.", "Kur paguhem?", "Fitimet paguhen çdo javë në llogarinë tuaj bankare."],
  ["courier", "Can I choose my hours?", "Yes, you decide when you are online and accepting deliveries.", "A mund t'i zgjedh oraret?", "Po, ju vendosni kur jeni aktiv dhe pranoni dërgesa."],
  ["partner", "How much does it cost to join?", "Joining is free; we take a commission only on orders placed through Shijo.", "Sa kushton të bashkohem?", "Bashkimi është falas; marrim komision vetëm për porositë e bëra përmes Shijo."],
  ["partner", "Do I need my own couriers?", "No. Shijo riders can deliver for you, or you can keep delivering with your own staff.", "A më duhen korrierët e mi?", "Jo. Korrierët e Shijo mund të dërgojnë për ju, ose mund të vazhdoni me stafin tuaj."],
  ["partner", "How fast can I start?", "Usually within a week of signing: we photograph your menu and set everything up.", "Sa shpejt mund të filloj?", "Zakonisht brenda një jave nga nënshkrimi: fotografojmë menunë dhe i përgatisim të gjitha."],
];

export const SUPPORT_TAGS: Array<[en: string, sq: string]> = [
  ["My order is late", "Porosia ime po vonohet"],
  ["An item is missing", "Mungon një produkt"],
  ["Wrong item received", "Mora produkt të gabuar"],
  ["Payment problem", "Problem me pagesën"],
  ["Change delivery address", "Ndrysho adresën e dërgesës"],
  ["Cancel my order", "Anulo porosinë"],
];

export const FEEDBACK_TAGS: Array<[en: string, sq: string]> = [
  ["Instagram", "Instagram"],
  ["Facebook", "Facebook"],
  ["TikTok", "TikTok"],
  ["Google search", "Kërkim në Google"],
  ["From a friend", "Nga një mik"],
  ["Street advertising", "Reklamë në rrugë"],
  ["Other", "Tjetër"],
];
