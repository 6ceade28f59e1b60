import { ApiImage } from "@/components/ui/api-image";
import { initialsOf, usablePhoto } from "@/lib/format/initials";
import type { ShellUser } from "@/lib/client/session-user";

/**
 * The account's photo or initials in the shell, a grey circle until the session is known. ApiImage (no next/image
 * code, issue 14): an uploaded photo can be a 5 MB JPEG, and the optimizer sends this 36–48 px square at 1× and 2× as
 * WebP.
 */
export function ShellAvatar({ user, size }: { user: ShellUser | null; size: number }) {
  const box = { width: size, height: size };
  if (!user) return <span aria-hidden="true" className="shrink-0 rounded-full bg-gray-100" style={box} />;
  const src = usablePhoto(user.photo);
  if (src) return <ApiImage src={src} alt="" width={size} height={size} sizes={`${size}px`} loading="eager" className="shrink-0 rounded-full bg-gray-100 object-cover" style={box} />;
  return (
    <span aria-hidden="true" className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800" style={{ ...box, fontSize: Math.round(size * 0.38) }}>
      {initialsOf(user.full_name)}
    </span>
  );
}
