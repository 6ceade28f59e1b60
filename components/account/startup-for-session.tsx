"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useSessionUser } from "@/lib/client/session-user";
import { LocationSetup } from "./location-setup";

// The "where did you hear about us" prompt is for a logged-in person only: its code loads for them, not for every
// visitor of the home page (issue 14's JS budget). If it cannot be fetched, there is simply no prompt this time.
const whereHeard = onDemand<object>(() => import("./where-heard-modal").then((m) => ({ default: m.WhereHeardModal })));

/** Starts up once the session is known (GET /api/session, none for a guest). */
export function StartupForSession() {
  const session = useSessionUser();
  if (session.status !== "known") return null;
  const loggedIn = session.user !== null;
  return (
    <>
      <LocationSetup loggedIn={loggedIn} />
      {loggedIn && <whereHeard.View />}
    </>
  );
}
