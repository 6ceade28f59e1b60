"use client";

import { useSessionUser } from "@/lib/client/session-user";
import { LocationSetup } from "./location-setup";
import { WhereHeardModal } from "./where-heard-modal";

/** Starts up once the session is known (GET /api/session, none for a guest). */
export function StartupForSession() {
  const session = useSessionUser();
  if (session.status !== "known") return null;
  const loggedIn = session.user !== null;
  return (
    <>
      <LocationSetup loggedIn={loggedIn} />
      {loggedIn && <WhereHeardModal />}
    </>
  );
}
