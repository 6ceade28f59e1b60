import { Svg, type IconProps } from "./svg";

export const ErrorIcon = (props: IconProps) => (
  <Svg name="circle-x" {...props}>
    <circle cx="12" cy="12" r="10" /><path d="m15 9-6 6" /><path d="m9 9 6 6" />
  </Svg>
);
