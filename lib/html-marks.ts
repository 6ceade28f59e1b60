// Attributes of <html> that the server and the client write and CSS, the page cache and the tests read (ADR 0014).
// A leaf module: the shell writes them, the page cache only fills in SESSION_ATTRIBUTE on each copy it serves.

/** Whether a session cookie came with the request ("1"/"0"): CSS shows the account's or the guest's parts by it. */
export const SESSION_ATTRIBUTE = "data-session";

/**
 * Set once the page has hydrated (components/shell/session-user.tsx). A kept page asks for its scripts only after its
 * first paint (lib/page-cache/scripts-after-paint.ts), so the load event no longer says the page is interactive; the
 * e2e fixture waits for this mark before a test touches the page.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
