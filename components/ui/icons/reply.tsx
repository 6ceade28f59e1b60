import { Svg, type IconProps } from "./svg";

export const ReplyIcon = (props: IconProps) => (
  <Svg name="reply" {...props}>
    <path d="M20 18v-2a4 4 0 0 0-4-4H4" /><path d="m9 17-5-5 5-5" />
  </Svg>
);
