import type { ReactNode } from "react";
import type { IconProps } from "./svg";

// Brand marks (lucide 1 ships none).
function Brand({ children, outline = false, ...props }: IconProps & { children: ReactNode; outline?: boolean }) {
  const paint = outline ? { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round" as const, strokeLinejoin: "round" as const } : { fill: "currentColor" };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" {...paint} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
  </Brand>
);

export const InstagramIcon = (p: IconProps) => (
  <Brand outline {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Brand>
);

export const TikTokIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v2.6c-1.4.1-2.6-.3-3.9-1.1v5.6c0 7-7.7 9.2-10.8 4.2-2-3.2-.8-8.9 5.6-9.1v2.7c-.5.1-1 .2-1.4.4-1.5.5-2.3 1.4-2 3 .4 3.2 6.2 4.1 5.7-2.1V3h2.9Z" />
  </Brand>
);
