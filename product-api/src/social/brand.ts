// ARCHITECTURE: the API's brand-built paths (users/shijoers, hide_as_shijoer…) come from one constant.
export const BRAND = "shijo" as const;
