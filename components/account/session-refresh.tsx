"use client";

import { useEffect } from "react";

/**
 * The account was verified elsewhere but this browser's session still says otherwise: refresh the session's summary
 * (POST /api/auth/resume, spec 1 §4 stored-token login) before going on, or the guard would send the user back here.
 */
export function SessionRefresh({ next, label }: { next: string; label: string }) {
  useEffect(() => {
    const go = () => window.location.replace(next.startsWith("/") && !next.startsWith("//") ? next : "/");
    fetch("/api/auth/resume", { method: "POST", credentials: "same-origin" }).then(go, go);
  }, [next]);
  return (
    <p role="status" className="mt-6 text-sm text-gray-600">
      {label}
    </p>
  );
}
