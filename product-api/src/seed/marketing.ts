import { coupons, discounts, landingPages, promotionUsages, promotions, vendorFavourites, productFavourites } from "../db/schema";
import type { SeededVendor } from "./catalogue";
import type { SeedContext } from "./context";
import { DEMO_ID } from "./data/people";
import { DAY_MS, ago } from "./prng";

const LANDING_VENDORS = ["Oda", "Era", "Pizza Napoli", "Burger House", "Artigiano Akullore", "Green & Protein"];

const REVIEWERS = [
  ["Erion P.", "Shumë i shijshëm!", "Ushqimi erdhi i ngrohtë dhe shumë shpejt. Do porosis përsëri.", 5],
  ["Jonida M.", "Porcione bujare", "Porcionet janë të mëdha dhe çmimet të arsyeshme.", 5],
  ["Alban K.", "Shërbim i shkëlqyer", "Korrieri ishte shumë i sjellshëm, ushqimi i paketuar mirë.", 4],
  ["Megi T.", "E rekomandoj", "Një nga vendet më të mira në Tiranë për këtë lloj ushqimi.", 5],
] as const;

// The same reviews as written in English (issue 9 #24: an English landing page reads English).
const REVIEWS_EN = [
  ["Really tasty!", "The food arrived hot and very quickly. I will order again."],
  ["Generous portions", "The portions are big and the prices fair."],
  ["Excellent service", "The courier was very polite, and the food was well packed."],
  ["I recommend it", "One of the best places in Tirana for this kind of food."],
] as const;

/** Landing pages (spec 1 §3 Landing page data), promotions, coupons, discounts and demo's favourites. */
export async function seedMarketing(ctx: SeedContext, vendors: SeededVendor[]): Promise<void> {
  const { db, now, rng } = ctx;
  const byTitle = (title: string) => vendors.find((v) => v.spec.title === title)!;
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);

  await db.insert(landingPages).values(
    LANDING_VENDORS.map((title, i) => {
      const v = byTitle(title);
      return {
        id: i + 1, vendorId: v.id, title: `${title}: porosit me Shijo`, subtitle: v.spec.text?.[0] ?? v.spec.tags[0],
        description: `${title} tani në Shijo. Porositni online me dërgesë në shtëpi ose merreni vetë, dhe fitoni cashback me çdo porosi.`,
        backgroundImage: `images/landing/${v.id}/background.svg`, deliveryTimeMinutes: 30, preparationTime: 20,
        wifiCode: i % 2 === 0 ? `${v.slug.replace(/-/g, "")}2024` : null, appDeepLink: `shijo://store/${v.hashId}`,
        googleReviewLink: `https://search.google.com/local/writereview?placeid=shijo-${v.hashId}`,
        popularItems: v.products.slice(0, 4).map((p) => ({ id: p.id, title: p.title, price: p.price, description: "", imagePath: p.imagePath })),
        reviews: REVIEWERS.map(([name, reviewTitle, content, rating], id) => ({ id: id + 1, name, title: reviewTitle, content, rating })),
        testimonials: [{ content: "Që kur porosis me Shijo, darka e së premtes është gjithmonë gati në kohë." }, { content: "Cashback-u në portofol është një bonus i vërtetë." }],
        stats: [{ title: "Porosi të dërguara", value: `${rng.int(5, 40) * 100}+` }, { title: "Vlerësimi mesatar", value: "4.8" }, { title: "Minuta mesatarisht për dërgesë", value: "25" }],
        faqs: [
          { question: "Sa kushton dërgesa?", answer: "Tarifa shfaqet para se të konfirmoni porosinë dhe varet nga largësia." },
          { question: "A mund të paguaj me kartë?", answer: "Po, me kartë ose me para në dorëzim." },
          { question: "Si fitoj cashback?", answer: "Me çdo porosi fitoni cashback sipas nivelit tuaj: Argjend, Ar ose Platin." },
        ],
        english: {
          title: `${title}: order with Shijo`,
          subtitle: v.spec.text?.[1] ?? v.spec.tags[1],
          description: `${title}, now on Shijo. Order online for delivery to your door or pick it up yourself, and earn cashback with every order.`,
          reviews: REVIEWS_EN.map(([reviewTitle, content]) => ({ title: reviewTitle, content })),
          testimonials: [{ content: "Since I started ordering with Shijo, Friday dinner is always on time." }, { content: "The cashback in the wallet is a real bonus." }],
          stats: [{ title: "Orders delivered" }, { title: "Average rating" }, { title: "Average minutes to deliver" }],
          faqs: [
            { question: "How much is delivery?", answer: "The fee is shown before you confirm the order and depends on the distance." },
            { question: "Can I pay by card?", answer: "Yes, by card or in cash on delivery." },
            { question: "How do I earn cashback?", answer: "Every order earns cashback at your level: Silver, Gold or Platinum." },
          ],
        },
      };
    }),
  );

  const napoli = byTitle("Pizza Napoli");
  const burger = byTitle("Burger House");
  const era = byTitle("Era");
  const akullore = byTitle("Artigiano Akullore");
  const oda = byTitle("Oda");
  await db.insert(promotions).values([
    { id: 1, vendorId: napoli.id, productId: napoli.products[0].id, title: "20% zbritje për picat", description: "Të gjitha picat me 20% zbritje për porositë mbi 1500 L.", titleEn: "20% off pizzas", descriptionEn: "Every pizza 20% off on orders over 1500 L.", discountType: "percentage", value: 20, startTime: ago(now, 5), endTime: days(25) },
    { id: 2, vendorId: era.id, productId: era.products[0].id, title: "Dërgesë falas nga Era", description: "Dërgesë falas për çdo porosi mbi 2000 L.", titleEn: "Free delivery from Era", descriptionEn: "Free delivery on every order over 2000 L.", discountType: "free_delivery", value: 0, startTime: ago(now, 10), endTime: null, nonExpired: true },
    { id: 3, vendorId: burger.id, productId: burger.products[0].id, title: "200 L zbritje te Burger House", description: "200 L zbritje për porositë mbi 1200 L.", titleEn: "200 L off at Burger House", descriptionEn: "200 L off orders over 1200 L.", discountType: "fixed", value: 200, startTime: ago(now, 2), endTime: days(6) },
    { id: 4, vendorId: akullore.id, productId: akullore.products[0].id, title: "Akullore 1+1", description: "Merrni dy kupa me çmimin e njërës.", titleEn: "Ice cream 1+1", descriptionEn: "Get two cups for the price of one.", discountType: "item", value: 100, startTime: ago(now, 60), endTime: ago(now, 30) },
    { id: 5, vendorId: oda.id, productId: oda.products[0].id, title: "15% zbritje te Oda", description: "Për darkat e fundjavës.", titleEn: "15% off at Oda", descriptionEn: "For weekend dinners.", discountType: "percentage", value: 15, startTime: ago(now, 90), endTime: ago(now, 45) },
  ]);
  // Demo used Oda's promotion before it ended, and Napoli's, which still runs: both are on the past tab.
  await db.insert(promotionUsages).values([
    { promotionId: 5, userId: DEMO_ID, usedAt: ago(now, 50) },
    { promotionId: 1, userId: DEMO_ID, usedAt: ago(now, 2) },
  ]);

  await db.insert(coupons).values([
    { id: 1, code: "SHIJO10", discountType: "percentage", value: 10, minSubtotal: 500, startsAt: ago(now, 30), expiresAt: days(365) },
    { id: 2, code: "OLD5", discountType: "percentage", value: 5, minSubtotal: 0, startsAt: ago(now, 400), expiresAt: ago(now, 30) },
    { id: 3, code: "MIRESEVINI200", discountType: "fixed", value: 200, minSubtotal: 1000, startsAt: ago(now, 30), expiresAt: days(180), maxUses: 1000 },
    { id: 4, code: "NAPOLI15", vendorId: napoli.id, discountType: "percentage", value: 15, minSubtotal: 800, startsAt: ago(now, 10), expiresAt: days(60) },
  ]);
  await db.insert(discounts).values([
    { id: 1, vendorId: napoli.id, discountType: "percentage", value: 20, minSubtotal: 1500, siblingPromotion: 1, startsAt: ago(now, 5), endsAt: days(25) },
    { id: 2, vendorId: era.id, discountType: "free_delivery", value: 0, minSubtotal: 2000, siblingPromotion: 2, startsAt: ago(now, 10) },
    { id: 3, vendorId: burger.id, discountType: "fixed", value: 200, minSubtotal: 1200, siblingPromotion: 3, startsAt: ago(now, 2), endsAt: days(6) },
  ]);

  await db.insert(vendorFavourites).values([oda, napoli, akullore].map((v, i) => ({ userId: DEMO_ID, vendorId: v.id, createdAt: ago(now, 30 - i) })));
  await db.insert(productFavourites).values(
    [oda.products[1], napoli.products[0], napoli.products[2], akullore.products[0]].map((p, i) => ({ userId: DEMO_ID, productId: p.id, createdAt: ago(now, 20 - i) })),
  );
}
