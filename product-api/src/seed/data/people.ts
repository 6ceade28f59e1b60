// Seeded people. Every account's password is "shijo123". demo@shijo.al is the verified customer with history;
// new@shijo.al has just registered and still has to verify the phone.
export const SEED_PASSWORD = "shijo123";

export interface PersonSeed {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  sex: "male" | "female" | "none";
  birthdate: string;
  verified: boolean;
  cashback: number;
  lat: number;
  lng: number;
  referralCode: string;
  mapVisible?: boolean;
  hideAsShijoer?: boolean;
  mapVisibleType?: "all_friend" | "except_friend" | "only_friend";
}

export const DEMO_ID = 1;
export const NEW_USER_ID = 2;

export const PEOPLE: PersonSeed[] = [
  { fullName: "Arta Demo", username: "arta.demo", email: "demo@shijo.al", phone: "0691234567", sex: "female", birthdate: "1994-05-12", verified: true, cashback: 350, lat: 41.31965, lng: 19.81702, referralCode: "ARTA2024" },
  { fullName: "Besnik Kola", username: "besnik.kola", email: "new@shijo.al", phone: "0671234567", sex: "male", birthdate: "1999-09-03", verified: false, cashback: 0, lat: 41.3275, lng: 19.8187, referralCode: "BESNIK99" },
  { fullName: "Elira Krasniqi", username: "elira.k", email: "elira@shijo.al", phone: "0682345671", sex: "female", birthdate: "1996-02-21", verified: true, cashback: 120, lat: 41.32302, lng: 19.81201, referralCode: "ELIRA21" },
  { fullName: "Dorian Leka", username: "dorian.leka", email: "dorian@shijo.al", phone: "0693456712", sex: "male", birthdate: "1991-11-30", verified: true, cashback: 80, lat: 41.33005, lng: 19.82502, referralCode: "DORIAN30", mapVisibleType: "except_friend" },
  { fullName: "Mira Shehu", username: "mira.shehu", email: "mira@shijo.al", phone: "0674567123", sex: "female", birthdate: "1998-07-08", verified: true, cashback: 40, lat: 41.31503, lng: 19.80805, referralCode: "MIRA0708" },
  { fullName: "Gent Basha", username: "gent.basha", email: "gent@shijo.al", phone: "0695671234", sex: "male", birthdate: "1993-03-17", verified: true, cashback: 0, lat: 41.33802, lng: 19.80305, referralCode: "GENT1993", hideAsShijoer: true },
  { fullName: "Klea Dervishi", username: "klea.d", email: "klea@shijo.al", phone: "0686712345", sex: "female", birthdate: "2000-12-01", verified: true, cashback: 210, lat: 41.32105, lng: 19.83002, referralCode: "KLEA2000", mapVisibleType: "only_friend" },
  { fullName: "Ardit Gashi", username: "ardit.gashi", email: "ardit@shijo.al", phone: "0697123456", sex: "male", birthdate: "1995-04-25", verified: true, cashback: 15, lat: 41.30702, lng: 19.82105, referralCode: "ARDIT25" },
  { fullName: "Sara Hoxha", username: "sara.hoxha", email: "sara@shijo.al", phone: "0671234598", sex: "female", birthdate: "1997-08-14", verified: true, cashback: 60, lat: 41.34105, lng: 19.79802, referralCode: "SARA0814", mapVisible: false },
  { fullName: "Noel Marku", username: "noel.marku", email: "noel@shijo.al", phone: "0682345698", sex: "male", birthdate: "1990-01-09", verified: true, cashback: 0, lat: 41.32905, lng: 19.80102, referralCode: "NOEL1990" },
  { fullName: "Luana Çela", username: "luana.cela", email: "luana@shijo.al", phone: "0693456798", sex: "female", birthdate: "2001-06-19", verified: true, cashback: 25, lat: 42.06602, lng: 19.51002, referralCode: "LUANA19" },
];

// spec 3 §4 Friendship, as seen from demo: accepted friends, one invitation received, one sent, others strangers.
export const DEMO_FRIENDS = [3, 4, 5, 6, 7];
export const INVITED_DEMO = [8]; // they asked demo; demo can accept or decline
export const DEMO_INVITED = [9]; // demo asked; demo can cancel
