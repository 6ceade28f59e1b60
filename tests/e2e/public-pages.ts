// The public pages as a guest opens them. a11y.spec.ts opens every one in both languages, after the client has
// started, and runs axe on it; hydration.spec.ts counts those visits as the pages' hydration visits (the `page`
// fixture fails a test on any uncaught error or hydration mismatch), so a public page is opened once per language,
// not twice.
import { APP_KEY, apiUrl } from "./fixtures";
import { NAPOLI } from "./checkout-helpers";

const LANDING_KEY = process.env.LANDING_API_KEY ?? "shijo-local-landing-key";
export const TIRANA = "latitude=41.32754&longitude=19.81869&formatted_address=Tiran%C3%AB";

/** Seeded data a URL needs: the first landing page and the first blog post. */
export async function seeded(): Promise<{ landing: string; blog: string }> {
  const landing = await fetch(`${apiUrl()}gateway/api/landing-pages`, { headers: { "api-key": LANDING_KEY } });
  const landingHash = ((await landing.json()) as { landingPages: Array<{ hashId: string }> }).landingPages[0].hashId;
  const blogs = await fetch(`${apiUrl()}blogs?page=1&per_page=1`, { headers: { "App-Key": APP_KEY } });
  const blog = ((await blogs.json()) as { blogs: { data: Array<{ id: number; slug?: string }> } }).blogs.data[0];
  return { landing: landingHash, blog: `${blog.id}/${blog.slug ?? "x"}` };
}

export type Seeded = Awaited<ReturnType<typeof seeded>>;

export interface PublicPage {
  /** Its page route under app/[locale], route groups left out; null for the not-found page (no route of its own). */
  route: string | null;
  /** The URL without the language prefix. */
  url: (s: Seeded) => string;
}

export const NOT_FOUND = "not found (404)";

/** name → the page (a route may appear under several names: the login screen's three views). */
export const PUBLIC_PAGES: Record<string, PublicPage> = {
  home: { route: "/", url: () => "/" },
  stores: { route: "/stores", url: () => `/stores?${TIRANA}` },
  "vendor page": { route: "/store/[vendor_hash]/[vendor_name]/[order_method]", url: () => `/store/${NAPOLI}/pizza-napoli/delivery` },
  categories: { route: "/categories", url: () => "/categories" },
  blog: { route: "/blog", url: () => "/blog" },
  "blog post": { route: "/blog/[blog_hash]/[blog_name]", url: (s) => `/blog/${s.blog}` },
  "landing page": { route: "/landing/[vendor_hash]", url: (s) => `/landing/${s.landing}` },
  "landing page with a method": { route: "/landing/[vendor_hash]/[order_method]", url: (s) => `/landing/${s.landing}/pickup` },
  "download app": { route: "/download-app", url: () => "/download-app" },
  contact: { route: "/contact", url: () => "/contact" },
  courier: { route: "/courier", url: () => "/courier" },
  partner: { route: "/partner", url: () => "/partner" },
  careers: { route: "/careers", url: () => "/careers" },
  login: { route: "/login", url: () => "/login" },
  register: { route: "/login", url: () => "/login?view=register" },
  "forgot password": { route: "/login", url: () => "/login?view=forgot-pass" },
  "privacy policy": { route: "/privacy-policy", url: () => "/privacy-policy" },
  "terms and conditions": { route: "/terms-conditions", url: () => "/terms-conditions" },
  "courier privacy policy": { route: "/courier/privacy-policy", url: () => "/courier/privacy-policy" },
  "partner privacy policy": { route: "/partner/privacy-policy", url: () => "/partner/privacy-policy" },
  "delete account help": { route: "/delete-account-help", url: () => "/delete-account-help" },
  help: { route: "/help", url: () => "/help" },
  "customer help": { route: "/help/customer", url: () => "/help/customer" },
  "courier help": { route: "/help/courier", url: () => "/help/courier" },
  "partner help": { route: "/help/partner", url: () => "/help/partner" },
  [NOT_FOUND]: { route: null, url: () => "/no-such-page-e2e" },
};

/** The routes a11y.spec.ts opens. */
export const AXE_ROUTES: ReadonlySet<string> = new Set(Object.values(PUBLIC_PAGES).flatMap((p) => (p.route ? [p.route] : [])));
