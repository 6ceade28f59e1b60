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
  // Accounts (issue 3).
  emailTaken: { en: "The email has already been taken.", sq: "Ky email është i regjistruar tashmë." },
  phoneTaken: { en: "The phone number has already been taken.", sq: "Ky numër telefoni është i regjistruar tashmë." },
  usernameTaken: { en: "The username has already been taken.", sq: "Ky emër përdoruesi është i zënë." },
  registered: { en: "Your account was created.", sq: "Llogaria juaj u krijua." },
  wrongCode: { en: "Wrong code!", sq: "Kod i gabuar!" },
  codeExpired: { en: "The code has expired. Please ask for a new one.", sq: "Kodi ka skaduar. Ju lutemi kërkoni një kod të ri." },
  tooManyTries: {
    en: "Too many wrong tries. Please ask for a new code.",
    sq: "Keni provuar shumë herë me kod të gabuar. Ju lutemi kërkoni një kod të ri.",
  },
  noPhone: { en: "Please add your phone number first.", sq: "Ju lutemi shtoni fillimisht numrin tuaj të telefonit." },
  phoneMismatch: {
    en: "This is not the phone number of your account.",
    sq: "Ky nuk është numri i telefonit i llogarisë suaj.",
  },
  codeSent: { en: "We sent you a verification code.", sq: "Ju dërguam një kod verifikimi." },
  phoneVerified: { en: "Your phone number is verified.", sq: "Numri juaj i telefonit u verifikua." },
  smsCode: {
    en: "Your Shijo code is {code}. It expires in 10 minutes. Do not share it with anyone.",
    sq: "Kodi juaj Shijo është {code}. Skadon pas 10 minutash. Mos ia tregoni askujt.",
  },
  resetRequested: {
    en: "If an account exists for this email, we have sent it a link to set a new password.",
    sq: "Nëse ekziston një llogari me këtë email, i kemi dërguar një lidhje për të vendosur fjalëkalim të ri.",
  },
  resetSubject: { en: "Set a new Shijo password", sq: "Vendosni një fjalëkalim të ri për Shijo" },
  resetBody: {
    en: "Open this link within 10 minutes to set a new password: {link}\nIf you did not ask for it, ignore this email.",
    sq: "Hapeni këtë lidhje brenda 10 minutave për të vendosur fjalëkalimin e ri: {link}\nNëse nuk e keni kërkuar ju, shpërfilleni këtë email.",
  },
  resetInvalid: {
    en: "This link to set a new password is not valid or has expired. Please ask for a new one.",
    sq: "Kjo lidhje për fjalëkalimin e ri nuk është e vlefshme ose ka skaduar. Ju lutemi kërkoni një të re.",
  },
  passwordMismatch: { en: "Password does not match.", sq: "Fjalëkalimet nuk përputhen." },
  passwordChanged: { en: "Your password was changed.", sq: "Fjalëkalimi juaj u ndryshua." },
  wrongOldPassword: { en: "The current password is not correct.", sq: "Fjalëkalimi aktual nuk është i saktë." },
  socialUnavailable: {
    en: "Signing in with {provider} is not available right now.",
    sq: "Hyrja me {provider} nuk është e disponueshme për momentin.",
  },
  socialInvalid: {
    en: "We could not confirm your {provider} account. Please try again.",
    sq: "Nuk arritëm ta konfirmojmë llogarinë tuaj {provider}. Ju lutemi provoni sërish.",
  },
  socialEmailRequired: {
    en: "{provider} did not share your email address, which we need to create your account.",
    sq: "{provider} nuk e ndau adresën tuaj të email-it, e cila na duhet për të krijuar llogarinë.",
  },
  socialEmailTaken: {
    en: "An account with this email already exists. Please log in with your email and password.",
    sq: "Ekziston tashmë një llogari me këtë email. Ju lutemi hyni me email-in dhe fjalëkalimin tuaj.",
  },
  cardNotYours: { en: "This card does not belong to your account.", sq: "Kjo kartë nuk i përket llogarisë suaj." },
  photoUnsupported: {
    en: "Uploading a photo is not supported here yet.",
    sq: "Ngarkimi i fotos nuk mbështetet ende këtu.",
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
