"use client";

import { useEffect } from "react";
import { isSafeRelativePath } from "@/lib/http/safe-redirect";
import { resumeSession } from "@/lib/client/queries/account";

/**
 * The account was verified elsewhere but this browser's session still says otherwise: refresh the session's summary
 * (POST /api/auth/resume, spec 1 §4 stored-token login) before going on, or the guard would send the user back here.
 * A session refresh with nothing to show whatever it answers: a plain call of the BFF client, no query client needed.
 */
export function SessionRefresh({ next, label }: { next: string; label: string }) {
  useEffect(() => {
    const go = () => window.location.replace(isSafeRelativePath(next) ? next : "/");
    void resumeSession().then(go);
  }, [next]);
  return (
    <p role="status" className="mt-6 text-sm text-gray-600">
      {label}
    </p>
  );
}
