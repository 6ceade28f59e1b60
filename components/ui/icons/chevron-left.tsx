import { Svg, type IconProps } from "./svg";

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg name="chevron-left" {...props}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
