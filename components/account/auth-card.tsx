import type { ReactNode } from "react";
import { PageTitle } from "@/components/ui/page-title";

/** The card every account screen sits in (the bare layout has no header or footer, spec 1 §2 Shell). */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-100 sm:p-8">
      <PageTitle>{title}</PageTitle>
      {intro && <div className="mt-3 text-base text-gray-600">{intro}</div>}
      {children}
    </div>
  );
}
