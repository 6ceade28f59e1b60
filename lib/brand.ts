// ARCHITECTURE: API paths are built from one constant so pointing at another deployment is configuration.
export const BRAND = "shijo" as const;
export const BRAND_NAME = "Shijo" as const;

export const brandPaths = {
  users: `users/${BRAND}ers`,
  deliveryBy: `delivery_by_${BRAND}`,
  hideAs: `hide_as_${BRAND}er`,
  usersStatus: `users/${BRAND}s-status`,
  mapData: `users/${BRAND}-map-data-with-distance-with-maplocation-with-lastactive-users`,
} as const;

// spec 1 §4 and §9: the fallback location.
export const TIRANA = { latitude: 41.32754, longitude: 19.81869 } as const;
/** The default place's name in each language (the same text as messages' location.tirana). */
export const TIRANA_ADDRESS = { sq: "Tiranë, Shqipëri", en: "Tirana, Albania" } as const;
