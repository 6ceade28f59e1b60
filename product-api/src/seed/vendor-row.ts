import type { SeedContext } from "./context";
import { CITY_COUNTRY, type VendorSeed } from "./data/vendors";
import { ago, slugify, stableHash } from "./prng";

/** A hexagon of [lat, lng] around a point, for the one polygon-shaped delivery zone. */
export function hexagon(lat: number, lng: number, km: number): Array<[number, number]> {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i;
    return [lat + (km / 111) * Math.sin(angle), lng + (km / (111 * Math.cos((lat * Math.PI) / 180))) * Math.cos(angle)];
  });
}

/** One vendor row: the listed facts plus PRNG-drawn ratings, times and fees (spec 2 §3 Vendor). */
export function vendorRow(ctx: SeedContext, id: number, spec: VendorSeed) {
  const { rng, now } = ctx;
  const minDelivery = rng.int(15, 30);
  const minimum = spec.type === "grocery" ? 1000 : spec.type === "pharmacy" ? 500 : rng.pick([0, 500, 800, 1000]);
  return {
    id, hashId: stableHash("vendor", id), slug: slugify(spec.title), title: spec.title, customText: spec.text?.[0] ?? null, customTextEn: spec.text?.[1] ?? null,
    vendorType: spec.type, orderMethod: spec.methods, deliveryType: spec.own ? ("own" as const) : ("shijo" as const),
    ratingInterval: rng.int(62, 98) / 10, totalRatings: rng.int(15, 950),
    minDeliveryTime: minDelivery, maxDeliveryTime: minDelivery + rng.int(15, 25), maxPickupTime: rng.int(10, 25),
    deliveryMinimumOrderPrice: minimum, smallOrderFee: minimum > 0 ? rng.pick([50, 100]) : 0,
    deliveryFee: spec.freeDelivery ? 0 : rng.pick([100, 150, 200, 250]), deliveryFeePerKm: rng.pick([0, 0, 20, 30]),
    canSchedule: rng.chance(0.75), onlinePayment: !spec.cashOnly, customClosedInfo: spec.closedInfo?.[0] ?? null, customClosedInfoEn: spec.closedInfo?.[1] ?? null,
    tags: spec.tags[0], tagsEn: spec.tags[1], address: spec.address, city: spec.city, country: CITY_COUNTRY[spec.city],
    latitude: spec.lat, longitude: spec.lng, phone: `06${rng.int(7, 9)}${rng.int(1000000, 9999999)}`,
    logoPath: `images/vendors/${id}/logo.svg`, profilePath: `images/vendors/${id}/cover.svg`,
    cashbackPercent: rng.pick([0, 0, 1, 2]),
    isMeal: spec.cats.some((c) => ["traditional", "grill", "soup"].includes(c)), isDietary: spec.cats.includes("vegan"),
    isNew: spec.isNew ?? false, isExclusive: spec.exclusive ?? false, isSuggested: spec.suggested ?? false,
    freeDelivery: spec.freeDelivery ?? false, createdAt: spec.isNew ? ago(now, rng.int(2, 10)) : ago(now, rng.int(60, 900)),
  };
}
