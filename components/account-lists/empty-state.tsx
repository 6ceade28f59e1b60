import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";

export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: { href: string; label: string } }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-3xl border border-dashed border-gray-300 px-6 py-14 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-2 max-w-md text-gray-600">{text}</p>
      {action && (
        <Link href={action.href} className="btn btn-primary mt-6 h-11 px-6">
          {action.label}
        </Link>
      )}
    </div>
  );
}
