import { Svg, type IconProps } from "./svg";

export const CalendarIcon = (props: IconProps) => (
  <Svg name="calendar" {...props}>
    <path d="M8 2v3" /><path d="M16 2v3" /><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M3 9h18" />
  </Svg>
);
