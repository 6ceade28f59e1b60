// Store listings and social profiles of the brand. The store URLs can be set per deployment
// (APP_STORE_URL, GOOGLE_PLAY_URL); the defaults are the stores' own search pages for "Shijo".
export const APP_STORE_URL = process.env.APP_STORE_URL ?? "https://apps.apple.com/al/search?term=shijo";
export const GOOGLE_PLAY_URL = process.env.GOOGLE_PLAY_URL ?? "https://play.google.com/store/search?q=shijo&c=apps";

export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/shijo.al",
  instagram: "https://www.instagram.com/shijo.al",
  tiktok: "https://www.tiktok.com/@shijo.al",
} as const;
