import type { SVGProps } from "react";
import { Outline } from "@/components/ui/icons";

export { ClockIcon, SearchIcon } from "@/components/ui/icons";

// Icons of the discovery pages (same 24×24 outline look as components/ui/icons; decorative).
type IconProps = SVGProps<SVGSVGElement>;

export const CrosshairIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="2" />
  </Outline>
);

export const StarIcon = (p: IconProps) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="m12 2.8 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L3 9.4l6.2-.9L12 2.8Z" />
  </svg>
);

export const PinIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Outline>
);

export const FilterIcon = (p: IconProps) => (
  <Outline {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Outline>
);

export const ScooterIcon = (p: IconProps) => (
  <Outline {...p}>
    <circle cx="6" cy="17" r="2.5" />
    <circle cx="18" cy="17" r="2.5" />
    <path d="M8.5 17h7M15 6h2l1.5 8.5M15 10H9l-1 4" />
  </Outline>
);
