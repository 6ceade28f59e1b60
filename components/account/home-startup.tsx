import { QueryProvider } from "@/components/providers/query-provider";
import { readSession } from "@/lib/session";
import { AccountMessages } from "./account-messages";
import { LocationSetup } from "./location-setup";
import { WhereHeardModal } from "./where-heard-modal";

/**
 * The account's part of the home page (spec 1 §4): start-up and location setup for everyone, the where-heard modal
 * for logged-in users. Renders nothing visible until one of them has something to say.
 */
export async function HomeStartup() {
  const session = await readSession();
  const loggedIn = Boolean(session.token);
  return (
    <AccountMessages only={["location", "feedback"]}>
      <QueryProvider refetchOnWindowFocus={false}>
        <LocationSetup loggedIn={loggedIn} />
        {loggedIn && <WhereHeardModal />}
      </QueryProvider>
    </AccountMessages>
  );
}
