import { Svg, type IconProps } from "./svg";

export const MenuIcon = (props: IconProps) => (
  <Svg name="menu" {...props}>
    <path d="M4 5h16" /><path d="M4 12h16" /><path d="M4 19h16" />
  </Svg>
);
