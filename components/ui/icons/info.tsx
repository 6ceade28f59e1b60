import { Svg, type IconProps } from "./svg";

export const InfoIcon = (props: IconProps) => (
  <Svg name="info" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="M12 16v-4" /><path d="M12 8h.01" />
  </Svg>
);
