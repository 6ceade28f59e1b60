// Origins the browser may reach besides our own, derived from configuration at request time.
export function externalOrigins(): { imgOrigins: string[]; connectOrigins: string[]; frameOrigins: string[]; scriptOrigins: string[] } {
  const img = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const script = new Set<string>();
  const api = process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${process.env.PRODUCT_API_PORT ?? 4000}/`;
  const imageBase = process.env.IMAGE_ORIGIN ?? api;
  try {
    img.add(new URL(imageBase).origin);
  } catch {
    /* a bad value is reported by lib/env at start */
  }
  if (process.env.NEXT_PUBLIC_MAPBOX_TOKEN) {
    ["https://api.mapbox.com", "https://events.mapbox.com"].forEach((o) => connect.add(o));
    img.add("https://api.mapbox.com");
  }
  if (process.env.NEXT_PUBLIC_STRIPE_KEY) {
    script.add("https://js.stripe.com");
    frame.add("https://js.stripe.com");
    connect.add("https://api.stripe.com");
  }
  if (process.env.NEXT_PUBLIC_FIREBASE_API_KEY) {
    ["https://firestore.googleapis.com", "https://*.googleapis.com", "wss://*.firebaseio.com"].forEach((o) => connect.add(o));
    img.add("https://firebasestorage.googleapis.com");
  }
  return { imgOrigins: [...img], connectOrigins: [...connect], frameOrigins: [...frame], scriptOrigins: [...script] };
}
