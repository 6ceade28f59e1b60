import { Svg, type IconProps } from "./svg";

export const PauseIcon = (props: IconProps) => (
  <Svg name="pause" {...props}>
    <rect x="14" y="3" width="5" height="18" rx="1" /><rect x="5" y="3" width="5" height="18" rx="1" />
  </Svg>
);
