// spec 1 §2 Redirects. The old site's numbered pages (/page/{n}) and a few old paths, in both locales (sq has no
// prefix, en lives under /en). Permanent (308) where the content moved for good; /auth/login was the old "forgot
// password" entry and lands on a view of the login page, which may change, so it is temporary (307).
// Imported by next.config.ts: keep it free of "@/" imports and server-only modules.
export interface ContentRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export const CONTENT_REDIRECTS: readonly ContentRedirect[] = [
  { from: "/page/1", to: "/courier/privacy-policy", permanent: true },
  { from: "/page/2", to: "/privacy-policy", permanent: true },
  { from: "/page/3", to: "/terms-conditions", permanent: true },
  { from: "/page/4", to: "/delete-account-help", permanent: true },
  { from: "/merchant", to: "/partner", permanent: true },
  { from: "/about", to: "/download-app", permanent: true },
  { from: "/auth/login", to: "/login?view=forgot-pass", permanent: false },
];

/** next.config.ts redirects(): each old path unprefixed (Albanian) and under /en. */
export function contentRedirects(): Array<{ source: string; destination: string; permanent: boolean }> {
  return CONTENT_REDIRECTS.flatMap(({ from, to, permanent }) => [
    { source: from, destination: to, permanent },
    { source: `/en${from}`, destination: `/en${to}`, permanent },
  ]);
}
