// Every message the API writes, in Albanian and English. The `language` header picks one (spec 1 §1: sq is the
// default; anything else resets to sq).
export type Lang = "sq" | "en";

export function langFrom(header: string | undefined | null): Lang {
  return header?.trim().toLowerCase() === "en" ? "en" : "sq";
}

// "Invalid app key" and "Unauthenticated" are protocol signals with fixed English bodies (the storefront
// contract matches them exactly), so they are not in this table.
const MESSAGES = {
  wrongCredentials: { en: "Email or password is incorrect", sq: "Email-i ose fjalëkalimi është i pasaktë" },
  validationFailed: { en: "The given data was invalid.", sq: "Të dhënat e dërguara nuk janë të vlefshme." },
  invalidJson: { en: "The request body is not valid JSON.", sq: "Trupi i kërkesës nuk është JSON i vlefshëm." },
  notFound: { en: "Not found", sq: "Nuk u gjet" },
  tooLarge: { en: "The request is too large.", sq: "Kërkesa është shumë e madhe." },
  generic: {
    en: "Unexpected error occurred. Please contact your system admin.",
    sq: "Ndodhi një gabim i papritur. Ju lutemi kontaktoni administratorin e sistemit.",
  },
  required: { en: "This field is required.", sq: "Kjo fushë është e detyrueshme." },
  emailFormat: { en: "Email format is not correct.", sq: "Formati i email-it nuk është i saktë." },
  invalidFormat: { en: "The format is not correct.", sq: "Formati nuk është i saktë." },
  tooShort: { en: "Must have at least {n} characters.", sq: "Duhet të ketë të paktën {n} karaktere." },
  tooLong: { en: "Must have at most {n} characters.", sq: "Duhet të ketë më së shumti {n} karaktere." },
  tooSmall: { en: "Must be at least {n}.", sq: "Duhet të jetë të paktën {n}." },
  tooBig: { en: "Must be at most {n}.", sq: "Duhet të jetë më së shumti {n}." },
  invalidValue: { en: "The selected value is not valid.", sq: "Vlera e zgjedhur nuk është e vlefshme." },
  invalidType: { en: "The value has the wrong type.", sq: "Vlera nuk është e llojit të duhur." },
  // Content and marketing pages (issue 6).
  blogNotFound: { en: "This article was not found.", sq: "Ky artikull nuk u gjet." },
  landingNotFound: { en: "This page was not found.", sq: "Kjo faqe nuk u gjet." },
  referralNotFound: { en: "This referral code does not exist.", sq: "Ky kod ftese nuk ekziston." },
  quizMismatch: { en: "The answers do not match this quiz.", sq: "Përgjigjet nuk përputhen me këtë kuiz." },
  quizClosed: { en: "This quiz is closed.", sq: "Ky kuiz është mbyllur." },
  invalidBirthdate: { en: "The date of birth is not valid.", sq: "Data e lindjes nuk është e vlefshme." },
  birthdateMismatch: { en: "The date of birth does not match the year, month and day.", sq: "Data e lindjes nuk përputhet me vitin, muajin dhe ditën." },
  contactReceived: { en: "Thank you! We received your message.", sq: "Faleminderit! Mesazhin tuaj e morëm." },
  applicationReceived: { en: "Thank you! We received your application.", sq: "Faleminderit! Aplikimin tuaj e morëm." },
  subscribed: { en: "You are subscribed to the newsletter.", sq: "U abonuat në buletin." },
  favouriteAdded: { en: "Added to favourites.", sq: "U shtua te të preferuarat." },
  favouriteRemoved: { en: "Removed from favourites.", sq: "U hoq nga të preferuarat." },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
