"use client";

import { useEffect } from "react";
import { markInvitationSeen } from "@/lib/client/queries/social";

/** spec 3 §7 users/invitations/seen, once a received invitation is opened (not on a link prefetch). */
export function InvitationSeen({ friendId }: { friendId: number }) {
  useEffect(() => {
    // spec 3 §8: a failure here is silent.
    void markInvitationSeen(friendId);
  }, [friendId]);
  return null;
}
