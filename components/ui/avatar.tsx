import { initialsOf, usablePhoto } from "@/lib/format/initials";
import { ApiImage } from "./api-image";

/**
 * Profile photo, or the person's initials when there is none. Decorative: the name is said next to it, or is the
 * name of the button it sits in — so the initials are drawn by CSS from an attribute, not written as text the button
 * would show but not say (axe label-content-name-mismatch, WCAG 2.5.3; issue 24).
 */
export function Avatar({ src, name, size = 40, className = "" }: { src: string | null | undefined; name: string; size?: number; className?: string }) {
  const usable = usablePhoto(src);
  const box = `shrink-0 rounded-full ${className}`;
  if (usable) {
    return (
      <ApiImage src={usable} alt="" width={size} height={size} sizes={`${size}px`} className={`${box} bg-gray-100 object-cover`} style={{ width: size, height: size }} />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-initials={initialsOf(name)}
      className={`${box} grid place-items-center bg-brand-100 font-semibold text-brand-800 before:content-[attr(data-initials)]`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
    />
  );
}
