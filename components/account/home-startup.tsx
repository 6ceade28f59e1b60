import { AccountMessages } from "./account-messages";
import { StartupForSession } from "./startup-for-session";

/**
 * The account's part of the home page (spec 1 §4): start-up and location setup for everyone, the where-heard modal
 * for logged-in users. Renders nothing visible until one of them has something to say. Whether someone is logged in
 * is known only in the browser: the home page is one HTML for everyone (ADR 0014). Plain BFF calls, no query client
 * (issue 14's JavaScript budget).
 */
export function HomeStartup() {
  return (
    <AccountMessages only={["location", "feedback"]}>
      <StartupForSession />
    </AccountMessages>
  );
}
