import { ApiImage } from "@/components/ui/api-image";
import { Link } from "@/lib/i18n/navigation";
import { fill } from "@/lib/vendors/interpolate";
import type { VendorMarker } from "./vendors-map-types";

/** A marker is a link to the vendor page (spec 2 §2: markers open /store/{hash_id}/{slug}/{order_method}). */
export function VendorMarkerPin({ marker, label }: { marker: VendorMarker; label: string }) {
  return (
    <Link
      href={marker.href}
      prefetch={false}
      aria-label={fill(label, { title: marker.title })}
      title={marker.title}
      className="group flex flex-col items-center focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span className="grid size-11 place-items-center overflow-hidden rounded-full border-[3px] border-white bg-brand-700 shadow-md ring-1 ring-black/10 transition group-hover:scale-110">
        {marker.logo ? (
          <ApiImage src={marker.logo} alt="" width={40} height={40} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="text-sm font-bold text-white">
            {marker.title.slice(0, 1)}
          </span>
        )}
      </span>
      <span className="mt-0.5 max-w-32 truncate rounded-full bg-white/95 px-2 text-xs font-semibold text-ink shadow-sm">{marker.title}</span>
    </Link>
  );
}
