// spec 2 §3 Food category; icon is the picture kind drawn by images/illustrations.ts.
// search_count feeds the "popular" ordering of the categories grid.
export const FOOD_CATEGORIES = [
  { icon: "pizza", title_sq: "Pica", title_en: "Pizza", search_count: 1840 },
  { icon: "burger", title_sq: "Burger", title_en: "Burgers", search_count: 1520 },
  { icon: "byrek", title_sq: "Byrek", title_en: "Byrek & pies", search_count: 1310 },
  { icon: "traditional", title_sq: "Tradicionale", title_en: "Traditional", search_count: 1270 },
  { icon: "grill", title_sq: "Skarë", title_en: "Grill", search_count: 1190 },
  { icon: "sushi", title_sq: "Sushi", title_en: "Sushi", search_count: 960 },
  { icon: "coffee", title_sq: "Kafe", title_en: "Coffee", search_count: 910 },
  { icon: "dessert", title_sq: "Ëmbëlsira", title_en: "Desserts", search_count: 880 },
  { icon: "salad", title_sq: "Sallata", title_en: "Salads", search_count: 640 },
  { icon: "seafood", title_sq: "Deti", title_en: "Seafood", search_count: 610 },
  { icon: "icecream", title_sq: "Akullore", title_en: "Ice cream", search_count: 590 },
  { icon: "vegan", title_sq: "Vegane", title_en: "Vegan", search_count: 420 },
  { icon: "soup", title_sq: "Supë", title_en: "Soup", search_count: 380 },
  { icon: "drink", title_sq: "Pije", title_en: "Drinks", search_count: 350 },
  { icon: "pasta", title_sq: "Pasta", title_en: "Pasta", search_count: 330 },
  { icon: "bread", title_sq: "Furrë buke", title_en: "Bakery", search_count: 210 },
] as const;

export type FoodIcon = (typeof FOOD_CATEGORIES)[number]["icon"];
