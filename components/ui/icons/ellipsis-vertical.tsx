import { Svg, type IconProps } from "./svg";

export const MoreIcon = (props: IconProps) => (
  <Svg name="ellipsis-vertical" {...props}>
    <circle cx="12" cy="12" r="1" /><circle cx="12" cy="5" r="1" /><circle cx="12" cy="19" r="1" />
  </Svg>
);
