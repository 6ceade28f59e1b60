import type { ReactNode, SVGProps } from "react";

// The base of every outline icon in this folder (see components/ui/icons.tsx).
export type IconProps = SVGProps<SVGSVGElement>;

function labelled(props: IconProps): boolean {
  return Boolean(props["aria-label"] || props["aria-labelledby"]);
}

/** An outline icon with lucide's attributes and class names (`lucide lucide-<name>`). */
export function Svg({ name, className, children, ...props }: IconProps & { name: string; children: ReactNode }) {
  return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden={labelled(props) ? undefined : "true"}
        {...props}
      >
        {children}
      </svg>
  );
}

