/**
 * The origin of the product API's pictures: IMAGE_ORIGIN, else PRODUCT_API_URL's (the local API by default); null when
 * the value is not a URL (lib/env reports it at start). The CSP's img-src allows it, and the media route
 * (app/api/media/[...path]/route.ts) fetches from it and from nowhere else.
 */
export function imageOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const api = env.PRODUCT_API_URL ?? `http://127.0.0.1:${env.PRODUCT_API_PORT ?? 4000}/`;
  try {
    return new URL(env.IMAGE_ORIGIN ?? api).origin;
  } catch {
    return null;
  }
}

// Origins the browser may reach besides our own, derived from configuration at request time.
export function externalOrigins(): { imgOrigins: string[]; connectOrigins: string[]; frameOrigins: string[]; scriptOrigins: string[] } {
  const img = new Set<string>();
  const connect = new Set<string>();
  const frame = new Set<string>();
  const script = new Set<string>();
  const images = imageOrigin();
  if (images) img.add(images);
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
  // Social login (issue 3): each provider's SDK, popup frames and token endpoints, only when its client id is set.
  if (process.env.NEXT_PUBLIC_FACEBOOK_APP_ID) {
    script.add("https://connect.facebook.net");
    frame.add("https://www.facebook.com");
    connect.add("https://graph.facebook.com");
  }
  if (process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID) {
    script.add("https://accounts.google.com");
    frame.add("https://accounts.google.com");
    connect.add("https://accounts.google.com");
  }
  if (process.env.NEXT_PUBLIC_APPLE_CLIENT_ID) {
    script.add("https://appleid.cdn-apple.com");
    frame.add("https://appleid.apple.com");
    connect.add("https://appleid.apple.com");
  }
  return { imgOrigins: [...img], connectOrigins: [...connect], frameOrigins: [...frame], scriptOrigins: [...script] };
}
