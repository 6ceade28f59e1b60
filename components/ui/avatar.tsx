import { initialsOf, usablePhoto } from "@/lib/format/initials";
import { ApiImage } from "./api-image";

/** Profile photo, or the person's initials when there is none. Decorative: the name is said next to it. */
export function Avatar({ src, name, size = 40, className = "" }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  const usable = usablePhoto(src);
  const box = `shrink-0 rounded-full ${className}`;
  if (usable) {
    return (
      <ApiImage src={usable} alt="" width={size} height={size} className={`${box} bg-gray-100 object-cover`} style={{ width: size, height: size }} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} grid place-items-center bg-brand-100 font-semibold text-brand-800`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
    >
      {initialsOf(name)}
    </span>
  );
}
