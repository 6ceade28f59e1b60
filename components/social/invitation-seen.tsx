"use client";

import { useEffect } from "react";
import { bffRequest } from "@/lib/client/bff";

/** spec 3 §7 users/invitations/seen, once a received invitation is opened (not on a link prefetch). */
export function InvitationSeen({ friendId }: { friendId: number }) {
  useEffect(() => {
    // spec 3 §8: a failure here is silent.
    void bffRequest("/api/social/invitations/seen", { body: { friend_id: friendId } });
  }, [friendId]);
  return null;
}
