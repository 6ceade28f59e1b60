export { formatPrice } from "./price";
export { formatDistance } from "./distance";
export { formatRating } from "./rating";
export { formatDate, apiDate, apiDateTime, parseApiDate, TIRANE, type DateInput } from "./date";
