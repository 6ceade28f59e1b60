// Every message the API writes, in Albanian and English. The `language` header picks one (spec 1 §1: sq is the
// default; anything else resets to sq).
export type Lang = "sq" | "en";

/**
 * Seeded content in the request's language (issue 9 #24): the English text when asked for English and the vendor
 * wrote one; else the Albanian, which the spec's own fields hold.
 */
export function inLang<T>(lang: Lang, sq: T, en: T | null | undefined): T {
  return lang === "en" && en !== null && en !== undefined && en !== "" ? en : sq;
}

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
  // What an operator publishes (issue 29, routes/operator.ts).
  promotionEndBeforeStart: { en: "The end must be after the start.", sq: "Mbarimi duhet të jetë pas fillimit." },
  promotionEndPast: { en: "The end must be in the future.", sq: "Mbarimi duhet të jetë në të ardhmen." },
  landingNotFound: { en: "This page was not found.", sq: "Kjo faqe nuk u gjet." },
  referralNotFound: { en: "This referral code does not exist.", sq: "Ky kod rekomandimi nuk ekziston." },
  quizMismatch: { en: "The answers do not match this quiz.", sq: "Përgjigjet nuk përputhen me këtë kuiz." },
  quizClosed: { en: "This quiz is closed.", sq: "Ky kuiz është mbyllur." },
  birthdateFuture: { en: "The birth date cannot be in the future.", sq: "Datëlindja nuk mund të jetë në të ardhmen." },
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
  // Web push (issue 29).
  pushEndpointRefused: {
    en: "This notification address is not accepted: it must be https on a public server.",
    sq: "Kjo adresë njoftimesh nuk pranohet: duhet të jetë https në një server publik.",
  },
  pushNeedsVerifiedPhone: {
    en: "Please verify your phone number to get notifications.",
    sq: "Ju lutemi verifikoni numrin e telefonit për të marrë njoftime.",
  },
  pushUnavailable: { en: "Notifications are not available right now.", sq: "Njoftimet nuk janë të disponueshme tani." },
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
  cannotUseOldPassword: { en: "The new password must be different from the current one.", sq: "Fjalëkalimi i ri duhet të jetë ndryshe nga ai aktual." },
  socialUnavailable: {
    en: "Signing in with {provider} is not available right now.",
    sq: "Hyrja me {provider} nuk është në dispozicion për momentin.",
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
  photoInvalid: {
    en: "The photo must be a JPEG or PNG image of at most 5 MB.",
    sq: "Fotoja duhet të jetë imazh JPEG ose PNG deri në 5 MB.",
  },
  // Checkout, orders, addresses, cards (issue 5; spec 2 §8, spec 3 §8).
  vendorUnavailable: { en: "This vendor is not available.", sq: "Ky lokal nuk është në dispozicion." },
  vendorClosed: { en: "Restaurant is closed for the moment!", sq: "Lokali është i mbyllur për momentin!" },
  methodNotOffered: { en: "This vendor does not offer the chosen handover method.", sq: "Ky lokal nuk e ofron mënyrën e zgjedhur të marrjes së porosisë." },
  productNotOnMenu: { en: "A product in your cart is not on this vendor's menu.", sq: "Një produkt në shportë nuk është në menunë e këtij lokali." },
  productUnavailable: { en: "Product is not available: {title}", sq: "Produkti nuk është në dispozicion: {title}" },
  noneAvailable: {
    en: "None of the selected products are available anymore. Please choose something new from the menu.",
    sq: "Asnjë nga produktet e zgjedhura nuk është më në dispozicion. Ju lutemi zgjidhni diçka të re nga menuja.",
  },
  invalidOption: { en: "The chosen options of {title} are not available.", sq: "Opsionet e zgjedhura për {title} nuk janë në dispozicion." },
  onePromotion: { en: "You can not use more than one promotion in the same order.", sq: "Nuk mund të përdorni më shumë se një promocion në të njëjtën porosi." },
  legalAge: { en: "You must be at legal age to order", sq: "Duhet të jeni në moshë madhore për të porositur" },
  selectAddress: { en: "Please select an address.", sq: "Ju lutemi zgjidhni një adresë." },
  addressNotFound: { en: "The address was not found.", sq: "Adresa nuk u gjet." },
  outOfZone: { en: "Specified location is not in vendor supported zone", sq: "Vendndodhja e zgjedhur nuk është në zonën që mbulon lokali" },
  slotInvalid: { en: "The chosen time is not available. Please choose another time.", sq: "Ora e zgjedhur nuk është e lirë. Ju lutemi zgjidhni një orë tjetër." },
  reservationTimeRequired: { en: "Please choose a date and a time.", sq: "Ju lutemi zgjidhni datën dhe orën." },
  cannotSchedule: { en: "This vendor does not take scheduled orders.", sq: "Ky lokal nuk pranon porosi të planifikuara." },
  invalidPromotionCode: { en: "Invalid promotion code", sq: "Kod promocional i pavlefshëm" },
  couponExpired: { en: "This coupon has expired.", sq: "Ky kupon ka skaduar." },
  couponOtherVendor: { en: "This coupon is not valid at this vendor.", sq: "Ky kupon nuk vlen për këtë lokal." },
  couponUsedUp: { en: "This coupon has been used up.", sq: "Ky kupon është përdorur tashmë plotësisht." },
  couponMinimum: { en: "This coupon needs a subtotal of at least {n} L.", sq: "Ky kupon kërkon një nëntotal prej të paktën {n} L." },
  cashbackOverBalance: { en: "You can use at most {n} L of cashback.", sq: "Mund të përdorni më së shumti {n} L cashback." },
  selectCard: { en: "Please select a card", sq: "Ju lutemi zgjidhni një kartë" },
  cardNotFound: { en: "The card was not found.", sq: "Karta nuk u gjet." },
  noOnlinePayment: { en: "This vendor does not accept card payments.", sq: "Ky lokal nuk pranon pagesa me kartë." },
  paymentNotSupported: { en: "This payment method is not available.", sq: "Kjo mënyrë pagese nuk është në dispozicion." },
  orderUnder0: { en: "You couldn't place a order under 0 L", sq: "Nuk mund të bëni një porosi nën 0 L" },
  pricesChanged: {
    en: "The prices have changed: the total is now {n} L. Please review your order.",
    sq: "Çmimet kanë ndryshuar: totali tani është {n} L. Ju lutemi rishikoni porosinë.",
  },
  idempotencyReused: {
    en: "This order was already sent with different details. Please review your order.",
    sq: "Kjo porosi është dërguar tashmë me të dhëna të tjera. Ju lutemi rishikoni porosinë.",
  },
  notAFriend: { en: "You can only order for or split with your friends.", sq: "Mund të porosisni për miqtë ose ta ndani faturën vetëm me miqtë tuaj." },
  splitsTooHigh: { en: "The split amounts are more than the total.", sq: "Shumat e ndarjes e kalojnë totalin." },
  invalidPhone: { en: "Invalid phone number", sq: "Numër telefoni i pavlefshëm" },
  orderNotFound: { en: "The order was not found.", sq: "Porosia nuk u gjet." },
  reviewNotAllowed: { en: "This order can be reviewed once it is completed.", sq: "Kjo porosi mund të vlerësohet pasi të përfundojë." },
  alreadyReviewed: { en: "You have already reviewed this order.", sq: "E keni vlerësuar tashmë këtë porosi." },
  favouriteAddressDelete: { en: "You can not delete a favorite address", sq: "Nuk mund ta fshini adresën kryesore" },
  cardNumberInvalid: { en: "Your card number is incorrect.", sq: "Numri i kartës nuk është i saktë." },
  cardExpired: { en: "Your card has expired.", sq: "Karta juaj ka skaduar." },
  // Social graph (spec 3 §4, §6).
  userNotFound: { en: "This user was not found.", sq: "Ky përdorues nuk u gjet." },
  friendSelf: { en: "You cannot add yourself as a friend.", sq: "Nuk mund ta shtoni veten si mik." },
  alreadyFriends: { en: "You are already friends.", sq: "Jeni tashmë miq." },
  alreadyInvited: { en: "There is already a pending invitation between you.", sq: "Ka tashmë një ftesë në pritje mes jush." },
  noInvitation: { en: "There is no pending invitation.", sq: "Nuk ka asnjë ftesë në pritje." },
  notReceiver: { en: "Only the person who received the invitation can answer it.", sq: "Vetëm personi që e mori ftesën mund t'i përgjigjet." },
  notSender: { en: "Only the person who sent the invitation can cancel it.", sq: "Vetëm personi që e dërgoi ftesën mund ta anulojë." },
  notFriends: { en: "You are not friends.", sq: "Nuk jeni miq." },
  notYourAccount: { en: "You can only act for your own account.", sq: "Mund të veproni vetëm për llogarinë tuaj." },
  onlyFriendsChosen: { en: "Only your friends can be chosen.", sq: "Mund të zgjidhen vetëm miqtë tuaj." },
  // Chat (spec 3 §4–§6, §8; ADR 0013).
  chooseGroupAdmin: { en: "Please choose a group admin.", sq: "Ju lutemi zgjidhni një administrator për grupin." },
  enterGroupName: { en: "Please enter a group name.", sq: "Ju lutemi vendosni një emër për grupin." },
  adminNotMember: { en: "The group admin must be one of the group's members.", sq: "Administratori i grupit duhet të jetë një nga anëtarët e grupit." },
  chatSelf: { en: "You cannot start a chat with yourself.", sq: "Nuk mund të nisni një bisedë me veten." },
  channelNotFound: { en: "This conversation was not found.", sq: "Kjo bisedë nuk u gjet." },
  notChannelMember: { en: "You are not a member of this conversation.", sq: "Nuk jeni anëtar i kësaj bisede." },
  messageNotFound: { en: "This message was not found.", sq: "Ky mesazh nuk u gjet." },
  messageEmpty: { en: "The message is empty.", sq: "Mesazhi është bosh." },
  onlySenderUnsends: { en: "Only the sender can unsend a message.", sq: "Vetëm dërguesi mund ta tërheqë një mesazh." },
  onlyAdminDeletes: { en: "Only the group admin can delete the group.", sq: "Vetëm administratori i grupit mund ta fshijë grupin." },
  requestNotFound: { en: "This request is no longer there.", sq: "Kjo kërkesë nuk ekziston më." },
  cannotAddMembers: { en: "Only the group admin can add people to this group.", sq: "Vetëm administratori i grupit mund të shtojë njerëz në këtë grup." },
  tooManyStreams: { en: "Too many open chat windows. Close some and try again.", sq: "Keni shumë dritare bisede të hapura. Mbyllni disa dhe provoni sërish." },
  mediaNotOurs: { en: "Photos and voice notes must be uploaded here first.", sq: "Fotot dhe mesazhet zanore duhen ngarkuar fillimisht këtu." },
  replyNotText: { en: "You can only reply to a text message of this conversation.", sq: "Mund t'i përgjigjeni vetëm një mesazhi me tekst të kësaj bisede." },
  invitationNotYours: { en: "You can only share an invitation code you sent.", sq: "Mund të shpërndani vetëm një kod ftese që e keni dërguar ju." },
  sendingTooFast: { en: "You are sending messages too fast. Please wait a moment.", sq: "Po dërgoni mesazhe shumë shpejt. Ju lutemi prisni pak." },
  imageType: { en: "Only JPEG and PNG pictures can be sent.", sq: "Mund të dërgohen vetëm foto JPEG dhe PNG." },
  imageTooLarge: { en: "The picture is larger than {n} MB.", sq: "Fotoja është më e madhe se {n} MB." },
  audioType: { en: "The voice note must be an MP4 or OGG file.", sq: "Mesazhi zanor duhet të jetë skedar MP4 ose OGG." },
  audioTooLarge: { en: "The voice note is larger than {n} MB.", sq: "Mesazhi zanor është më i madh se {n} MB." },
  chatUnavailable: { en: "Live chat is not available right now.", sq: "Biseda e drejtpërdrejtë nuk është në dispozicion për momentin." },
  supportOpening: {
    en: "Hello! This is Shijo support. How can we help you with order #{order}?",
    sq: "Përshëndetje! Këtu është asistenca e Shijo. Si mund t'ju ndihmojmë me porosinë #{order}?",
  },
  vendorGreeting: {
    en: "Thank you for ordering from {vendor}! We are here if you need anything.",
    sq: "Faleminderit që porositët nga {vendor}! Jemi këtu nëse keni nevojë për diçka.",
  },
  // Issue 24: a group's system lines, in the reader's language (chat/views.ts).
  systemJoined: { en: "{by} added {name} to the group", sq: "{by} shtoi {name} në grup" },
  systemLeft: { en: "{name} left the group", sq: "{name} doli nga grupi" },
  systemAdmin: { en: "{name} is now the group admin", sq: "{name} është tani administratori i grupit" },
  // spec 3 §4, §6, §9 earn invitations (routes/invite-earn.ts).
  inviteSelf: { en: "You cannot invite yourself.", sq: "Nuk mund të ftoni veten." },
  inviteAgainLater: { en: "You can invite again in {n} minutes.", sq: "Mund të ftoni përsëri pas {n} minutash." },
  // The unit agrees with one (issue 25: "pas 1 minute", not "pas 1 minutash").
  inviteAgainLaterOne: { en: "You can invite again in 1 minute.", sq: "Mund të ftoni përsëri pas 1 minute." },
  invitationNotFound: { en: "This invitation code does not exist.", sq: "Ky kod ftese nuk ekziston." },
  onlyReceiverUses: { en: "Only the person who received this code can use it.", sq: "Këtë kod mund ta përdorë vetëm personi që e ka marrë." },
  invitationUsed: { en: "This invitation code has already been used.", sq: "Ky kod ftese është përdorur tashmë." },
  invitationInUse: { en: "This invitation code is already in use.", sq: "Ky kod ftese është tashmë në përdorim." },
  invitationExpired: { en: "This invitation code has expired.", sq: "Ky kod ftese ka skaduar." },
  // Group orders (issue 28, ADR 0020; routes/group-orders.ts).
  groupNotFound: { en: "This group order was not found.", sq: "Kjo porosi në grup nuk u gjet." },
  groupRemoved: { en: "The host removed you from this group order.", sq: "Organizatori ju hoqi nga kjo porosi në grup." },
  groupOnlyHost: { en: "Only the host can do this.", sq: "Këtë mund ta bëjë vetëm organizatori." },
  groupNotParticipant: { en: "Join the group order first.", sq: "Ju lutemi bashkohuni fillimisht në porosinë në grup." },
  groupClosed: { en: "This group order is no longer open.", sq: "Kjo porosi në grup nuk është më e hapur." },
  groupLocked: { en: "The host has locked the basket.", sq: "Organizatori e ka mbyllur shportën." },
  groupDeadlinePassed: { en: "The deadline of this group order has passed.", sq: "Afati i kësaj porosie në grup ka kaluar." },
  groupFull: { en: "This group order already has {n} people.", sq: "Kjo porosi në grup ka tashmë {n} persona." },
  groupTooManyLines: { en: "You can add at most {n} lines.", sq: "Mund të shtoni më së shumti {n} rreshta." },
  groupOverLimit: { en: "The spending limit is {n} L per person.", sq: "Kufiri i shpenzimeve është {n} L për person." },
  groupNotYourLine: { en: "You can change only your own items.", sq: "Mund të ndryshoni vetëm artikujt tuaj." },
  groupLineNotFound: { en: "This item is no longer in the basket.", sq: "Ky artikull nuk është më në shportë." },
  groupHostStays: { en: "The host cannot be removed.", sq: "Organizatori nuk mund të hiqet." },
  groupEmpty: { en: "The basket is empty.", sq: "Shporta është bosh." },
  groupOffMenu: { en: "{title} is no longer on the menu. Please remove it first.", sq: "{title} nuk është më në menu. Ju lutemi hiqeni fillimisht." },
  groupNotPaying: { en: "The host has not asked for the parts yet.", sq: "Organizatori nuk ka kërkuar ende pjesët." },
  groupNoPart: { en: "You have no part to pay in this order.", sq: "Nuk keni pjesë për të paguar në këtë porosi." },
  groupPartPaid: { en: "Your part is already paid.", sq: "Pjesa juaj është paguar tashmë." },
  groupCashbackOverPart: { en: "Cashback cannot be more than your part.", sq: "Cashback-u nuk mund të jetë më shumë se pjesa juaj." },
  groupOpenRate: { en: "You have opened too many group orders. Please try again later.", sq: "Keni hapur shumë porosi në grup. Ju lutemi provoni sërish më vonë." },
  groupCodeRate: { en: "Too many unknown group links. Please try again later.", sq: "Shumë lidhje të panjohura grupi. Ju lutemi provoni sërish më vonë." },
  groupDeadlineRange: { en: "The deadline must be between 5 minutes and 24 hours from now.", sq: "Afati duhet të jetë nga 5 minuta deri në 24 orë nga tani." },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function t(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
