export { formatPrice, formatSignedPrice } from "./price";
export { formatNumber, formatRating, formatDistance, formatPercent, formatCoordinates, MINUS } from "./number";
export { formatDate, apiDate, apiDateTime, parseApiDate, TIRANE, type DateInput } from "./date";
