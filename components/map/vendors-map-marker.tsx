import { ApiImage } from "@/components/ui/api-image";
import { Link } from "@/lib/i18n/navigation";
import { fill } from "@/lib/vendors/interpolate";
import type { VendorMarker } from "./vendors-map-types";

/**
 * A marker is a link to the vendor page (spec 2 §2: markers open /store/{hash_id}/{slug}/{order_method}). A shop is a
 * square tile on a pin's point, in white with the brand's border — people on the friends map are round (issue 24).
 */
export function VendorMarkerPin({ marker, label }: { marker: Pick<VendorMarker, "title" | "href" | "logo">; label: string }) {
  return (
    <Link
      href={marker.href}
      prefetch={false}
      aria-label={fill(label, { title: marker.title })}
      title={marker.title}
      className="group flex flex-col items-center focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span data-vendor-tile="" className="relative grid size-11 place-items-center rounded-xl border-2 border-brand-700 bg-white p-0.5 shadow-md transition group-hover:scale-110">
        {marker.logo ? (
          <ApiImage src={marker.logo} alt="" width={36} height={36} sizes="36px" className="size-full rounded-lg object-cover" />
        ) : (
          <span aria-hidden="true" className="text-sm font-bold text-brand-800">
            {marker.title.slice(0, 1)}
          </span>
        )}
        <span aria-hidden="true" className="absolute top-full left-1/2 -mt-px size-0 -translate-x-1/2 border-x-[6px] border-t-[7px] border-x-transparent border-t-brand-700" />
      </span>
      <span className="mt-2 max-w-32 truncate rounded-full bg-white/95 px-2 text-xs font-semibold text-ink shadow-sm">{marker.title}</span>
    </Link>
  );
}
