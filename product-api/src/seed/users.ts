import { hashPassword } from "../auth/passwords";
import { addresses, friendships, mapVisibilityFriends, paymentMethods, users } from "../db/schema";
import type { SeedContext } from "./context";
import { DIRECTORY_CHOSEN, DIRECTORY_FRIENDSHIPS, DIRECTORY_PEOPLE } from "./data/directory";
import { DEMO_FRIENDS, DEMO_ID, DEMO_INVITED, INVITED_DEMO, PEOPLE, SEED_PASSWORD } from "./data/people";
import { ago } from "./prng";

export const DEMO_CARD_ID = "pm_demo_visa_4242";

export async function seedUsers(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  // Each account gets its own salt, like any registration would.
  const everyone = [...PEOPLE, ...DIRECTORY_PEOPLE];
  const hashes = await Promise.all(everyone.map(() => hashPassword(SEED_PASSWORD)));
  await db.insert(users).values(
    everyone.map((p, i) => ({
      id: i + 1, fullName: p.fullName, username: p.username, email: p.email, phone: p.phone, passwordHash: hashes[i],
      photo: i === 0 || i % 3 === 2 || i >= PEOPLE.length ? `images/users/${i + 1}.svg` : null, sex: p.sex, birthdate: p.birthdate,
      latitude: p.lat, longitude: p.lng, country: p.lat > 42.5 ? "XK" : "AL",
      city: p.lat > 42.5 ? "Prishtinë" : p.lat > 42 ? "Shkodër" : "Tiranë", cashbackAmount: p.cashback, verifiedByMobile: p.verified,
      defaultCardId: i === 0 ? DEMO_CARD_ID : null, referralCode: p.referralCode, smsConsent: true,
      mapVisible: p.mapVisible ?? true, hideAsShijoer: p.hideAsShijoer ?? false, mapVisibleType: p.mapVisibleType ?? "all_friend",
      blogNotifications: i % 2 === 0, lastActiveAt: ago(now, 0, (i + 1) * 7), createdAt: ago(now, i === 1 ? 0 : 400 - i * 20),
    })),
  );

  await db.insert(addresses).values([
    { id: 1, userId: DEMO_ID, addressType: "home", notes: "Kati 4, zilja e dytë", lat: 41.31965, lng: 19.81702, country: "AL", city: "Tiranë", street: "Rruga Ismail Qemali", building: "27", floor: "4", apartment: "12", formattedAddress: "Rruga Ismail Qemali 27, Tiranë", favourite: true },
    { id: 2, userId: DEMO_ID, addressType: "work", notes: "Recepsioni në hyrje", lat: 41.32754, lng: 19.81869, country: "AL", city: "Tiranë", street: "Sheshi Skënderbej", building: "1", floor: "2", apartment: null, formattedAddress: "Sheshi Skënderbej 1, Tiranë", favourite: false },
    { id: 3, userId: 3, addressType: "home", notes: null, lat: 41.32302, lng: 19.81201, country: "AL", city: "Tiranë", street: "Rruga Myslym Shyri", building: "40", floor: "1", apartment: "3", formattedAddress: "Rruga Myslym Shyri 40, Tiranë", favourite: true },
  ]);
  await db.insert(paymentMethods).values({ id: DEMO_CARD_ID, userId: DEMO_ID, name: "Arta Demo", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });

  await db.insert(friendships).values([
    ...DEMO_FRIENDS.map((friendId, i) => ({ userId: i % 2 ? friendId : DEMO_ID, friendId: i % 2 ? DEMO_ID : friendId, status: "accepted" as const, seen: true, createdAt: ago(now, 200 - i * 15) })),
    ...INVITED_DEMO.map((userId) => ({ userId, friendId: DEMO_ID, status: "invited" as const, createdAt: ago(now, 2) })),
    ...DEMO_INVITED.map((friendId) => ({ userId: DEMO_ID, friendId, status: "invited" as const, createdAt: ago(now, 1) })),
    { userId: 3, friendId: 4, status: "accepted" as const, seen: true, createdAt: ago(now, 90) },
    { userId: 5, friendId: 7, status: "accepted" as const, seen: true, createdAt: ago(now, 60) },
    ...DIRECTORY_FRIENDSHIPS.map((f, i) => ({ ...f, seen: f.status === "accepted", createdAt: ago(now, 120 - i * 3) })),
  ]);
  // spec 3 §4 Map visibility: Klea shows her location only to the friends she picked, demo among them; Dorian to
  // all his friends except demo.
  await db.insert(mapVisibilityFriends).values([{ userId: 7, friendId: DEMO_ID }, { userId: 7, friendId: 5 }, { userId: 4, friendId: DEMO_ID }, ...DIRECTORY_CHOSEN]);
}
