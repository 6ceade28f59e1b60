import { Svg, type IconProps } from "./svg";

export const ForwardIcon = (props: IconProps) => (
  <Svg name="forward" {...props}>
    <path d="m15 17 5-5-5-5" /><path d="M4 18v-2a4 4 0 0 1 4-4h12" />
  </Svg>
);
