// Option sets for products (spec 2 §3 product_options: type addition or option; a cart item takes at most
// one of each). Prices are whole lek on top of the product price.
export type OptionSpec = readonly [title: string, type: "option" | "addition", price: number];

export const OPTION_SETS = {
  pizza: [
    ["E vogël (26 cm)", "option", 0], ["E mesme (32 cm)", "option", 200], ["E madhe (40 cm)", "option", 400],
    ["Djathë shtesë", "addition", 150], ["Proshutë", "addition", 200], ["Kërpudha", "addition", 120],
  ],
  burger: [
    ["Mish mesatar", "option", 0], ["Mish i pjekur mirë", "option", 0],
    ["Djathë çedar", "addition", 100], ["Bejkon", "addition", 150], ["Patate të skuqura", "addition", 200],
  ],
  coffee: [
    ["Qumësht i zakonshëm", "option", 0], ["Qumësht bajameje", "option", 60], ["Pa qumësht", "option", 0],
    ["Shurup karameli", "addition", 50], ["Shurup vanilje", "addition", 50],
  ],
  drink: [["0.33 l", "option", 0], ["0.5 l", "option", 80]],
  byrek: [["Copë e vogël", "option", 0], ["Copë e madhe", "option", 80], ["Kos", "addition", 100], ["Dhallë", "addition", 80]],
  meal: [
    ["Porcion normal", "option", 0], ["Porcion i madh", "option", 300],
    ["Bukë shtëpie", "addition", 80], ["Sallatë jeshile", "addition", 250], ["Patate furre", "addition", 200],
  ],
  sushi: [["8 copë", "option", 0], ["12 copë", "option", 500], ["Xhenxhefil shtesë", "addition", 50], ["Wasabi shtesë", "addition", 50]],
  icecream: [["Në kon", "option", 0], ["Në kupë", "option", 0], ["Krem i rrahur", "addition", 60], ["Copëza çokollate", "addition", 60]],
  salad: [["Salcë ulliri", "option", 0], ["Salcë balsamike", "option", 0], ["Pulë e skarës", "addition", 250], ["Djathë feta", "addition", 120]],
  grill: [
    ["Me patate", "option", 0], ["Me oriz", "option", 0], ["Me perime të skarës", "option", 100],
    ["Salcë kosi", "addition", 80], ["Speca të pjekur", "addition", 120],
  ],
  dessert: [["Akullore vanilje", "addition", 150], ["Salcë çokollate", "addition", 80]],
} as const satisfies Record<string, readonly OptionSpec[]>;

export type OptionSetKey = keyof typeof OPTION_SETS;
