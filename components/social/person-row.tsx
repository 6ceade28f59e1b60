import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Link } from "@/lib/i18n/navigation";

/** One person in a social list: photo and name open `href`; the action sits at the end of the row. */
export function PersonRow({ href, name, photo, detail, action }: { href: string; name: string; photo: string | null; detail?: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-3">
      <Link href={href} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl hover:text-brand-700">
        <Avatar src={photo} name={name} size={48} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{name}</span>
          {detail && <span className="block truncate text-sm text-gray-600">{detail}</span>}
        </span>
      </Link>
      {action}
    </li>
  );
}
