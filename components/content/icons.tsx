import type { SVGProps } from "react";
import { Outline } from "@/components/ui/icons";

export { ClockIcon, SearchIcon } from "@/components/ui/icons";

// Icons the content and landing pages need beyond components/ui/icons.tsx, in the same 24×24 outline style.
type IconProps = SVGProps<SVGSVGElement>;

export const MailIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Outline>
);

export const PinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </Outline>
);

export const ChefIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M7 14a4 4 0 1 1 1.5-7.7A4.5 4.5 0 0 1 16.5 6 4 4 0 1 1 17 14" />
    <path d="M7 14v6h10v-6" />
  </Outline>
);

export const WifiIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0" />
    <circle cx="12" cy="19" r="1" />
  </Outline>
);

export const StarIcon = ({ filled = true, ...p }: IconProps & { filled?: boolean }) => (
  <Outline {...p} fill={filled ? "currentColor" : "none"} strokeWidth={1.5}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />
  </Outline>
);

export const ShareIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Outline>
);

export const LockIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Outline>
);

export const FilterIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 5h16l-6 7v6l-4 2v-8Z" />
  </Outline>
);

export const CalendarIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Outline>
);

export const PauseIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M9 5v14M15 5v14" />
  </Outline>
);

export const PlayIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M7 4v16l13-8Z" />
  </Outline>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="m15 6-6 6 6 6" />
  </Outline>
);

export const GiftIcon = (p: IconProps) => (
  <Outline {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3 8 4.5 9 8 12 8Zm0 0s1.5-5 4-3.5S15 8 12 8Z" />
  </Outline>
);
