import type { ReactNode } from "react";

/** The page's one <h1>. */
export function PageTitle({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <h1 className={["text-2xl font-bold tracking-tight text-ink sm:text-3xl", className].filter(Boolean).join(" ")}>{children}</h1>;
}
