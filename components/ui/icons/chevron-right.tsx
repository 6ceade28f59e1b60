import { Svg, type IconProps } from "./svg";

export const ChevronRightIcon = (props: IconProps) => (
  <Svg name="chevron-right" {...props}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
