import { Svg, type IconProps } from "./svg";

export const ChefIcon = (props: IconProps) => (
  <Svg name="chef-hat" {...props}>
    <path d="M10 11v5" /><path d="M14 11v5" /><path d="M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034a1.53 1.53 0 001.367-.547 4 4 0 016.225 0 1.53 1.53 0 001.367.547 4 4 0 012.248 7.575c-.411.197-.727.584-.727 1.04V19a2 2 0 01-2 2H8a2 2 0 01-2-2z" /><path d="M6 16h12" />
  </Svg>
);
