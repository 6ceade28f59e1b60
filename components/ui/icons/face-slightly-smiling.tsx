import { Svg, type IconProps } from "./svg";

export const SmileIcon = (props: IconProps) => (
  <Svg name="face-slightly-smiling" {...props}>
    <path d="M15 10V9" /><path d="M16.472 15a6 6 0 01-8.943 0" /><path d="M9 10V9" /><circle cx="12" cy="12" r="10" />
  </Svg>
);
