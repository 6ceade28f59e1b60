import { Svg, type IconProps } from "./svg";

export const ClockIcon = (props: IconProps) => (
  <Svg name="clock" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="M12 6v6l4 2" />
  </Svg>
);
