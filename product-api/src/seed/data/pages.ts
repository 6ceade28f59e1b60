// Legal pages in both languages (spec 1 §7 GET privacy, GET terms-condition). HTML, rendered by the storefront.
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("");
const h = (text: string) => `<h2>${text}</h2>`;

export const PAGES = [
  {
    slug: "privacy", titleSq: "Politika e privatësisë", titleEn: "Privacy policy",
    contentSq:
      h("Çfarë të dhënash mbledhim") + p("Emrin, email-in, numrin e telefonit, adresat e dërgesës dhe historikun e porosive, që t'ju sjellim porositë dhe t'ju njoftojmë për to.") +
      h("Kartat e pagesës") + p("Nuk e ruajmë kurrë numrin e plotë të kartës. Ruajmë vetëm llojin e kartës, katër shifrat e fundit dhe datën e skadimit.") +
      h("Vendndodhja") + p("Vendndodhjen e përdorim për të gjetur lokalet pranë jush dhe, nëse e lejoni, për hartën e miqve. Mund ta fshehni në çdo kohë nga cilësimet e hartës.") +
      h("Fshirja e llogarisë") + p("Llogaria çaktivizohet menjëherë pas miratimit të kërkesës dhe fshihet përfundimisht pas 15 ditësh.") +
      h("Kontakti") + p("Për çdo pyetje rreth të dhënave tuaja na shkruani në privacy@shijo.al."),
    contentEn:
      h("What we collect") + p("Your name, e-mail, phone number, delivery addresses and order history, so we can bring your orders and keep you informed about them.") +
      h("Payment cards") + p("We never store your full card number. We keep only the card brand, the last four digits and the expiry date.") +
      h("Location") + p("We use your location to find vendors near you and, if you allow it, for the friends map. You can hide it at any time in the map settings.") +
      h("Account deletion") + p("Your account is deactivated as soon as the request is approved and permanently deleted after 15 days.") +
      h("Contact") + p("For any question about your data, write to privacy@shijo.al."),
  },
  {
    slug: "terms", titleSq: "Kushtet e përdorimit", titleEn: "Terms and conditions",
    contentSq:
      h("Shërbimi") + p("Shijo ju lidh me restorante, marketë dhe farmaci që dërgojnë, përgatisin porosi për t'i marrë vetë ose pranojnë rezervime tavolinash.") +
      h("Çmimet") + p("Çmimet janë në lekë (L) dhe përfshijnë TVSH-në. Tarifa e dërgesës dhe tarifa për porosi të vogël shfaqen para konfirmimit.") +
      h("Pijet alkoolike") + p("Produktet me kufizim moshe u shiten vetëm personave mbi 18 vjeç; në dorëzim mund t'ju kërkohet një dokument identifikimi.") +
      h("Cashback dhe shpërblimet") + p("Cashback-u, promocionet dhe shpërblimet e papërdorura hiqen kur llogaria fshihet përfundimisht."),
    contentEn:
      h("The service") + p("Shijo connects you with restaurants, groceries and pharmacies that deliver, prepare for pickup or take table reservations.") +
      h("Prices") + p("Prices are in lek (L) and include VAT. The delivery fee and the small-order fee are shown before you confirm.") +
      h("Alcohol") + p("Age-restricted products are sold only to people over 18; you may be asked for an ID at handover.") +
      h("Cashback and rewards") + p("Unused cashback, promotions and rewards are removed when an account is permanently deleted."),
  },
  {
    slug: "courier-privacy", titleSq: "Privatësia për korrierët", titleEn: "Courier privacy policy",
    contentSq: p("Të dhënat e aplikimit (emri, telefoni, email-i, datëlindja dhe mjeti) përdoren vetëm për të vlerësuar aplikimin tuaj dhe ruhen për 12 muaj."),
    contentEn: p("Application data (name, phone, e-mail, date of birth and vehicle) is used only to assess your application and is kept for 12 months."),
  },
  {
    slug: "partner-privacy", titleSq: "Privatësia për partnerët", titleEn: "Partner privacy policy",
    contentSq: p("Të dhënat e biznesit dhe të personit të kontaktit përdoren për t'ju kontaktuar rreth partneritetit dhe nuk u jepen palëve të treta."),
    contentEn: p("Business and contact-person data is used to contact you about the partnership and is never shared with third parties."),
  },
];
