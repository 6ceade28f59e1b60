import { Svg, type IconProps } from "./svg";

export const FilterIcon = (props: IconProps) => (
  <Svg name="list-filter" {...props}>
    <path d="M2 5h20" /><path d="M6 12h12" /><path d="M9 19h6" />
  </Svg>
);
