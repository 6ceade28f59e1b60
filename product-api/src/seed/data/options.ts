// Option sets for products (spec 2 §3 product_options: type addition or option; a cart item takes at most
// one of each). Prices are whole lek on top of the product price. Each name in Albanian and in English, as a
// bilingual vendor writes them (issue 25).
export type OptionSpec = readonly [title: string, type: "option" | "addition", price: number, titleEn: string];

export const OPTION_SETS = {
  pizza: [
    ["E vogël (26 cm)", "option", 0, "Small (26 cm)"], ["E mesme (32 cm)", "option", 200, "Medium (32 cm)"], ["E madhe (40 cm)", "option", 400, "Large (40 cm)"],
    ["Djathë shtesë", "addition", 150, "Extra cheese"], ["Proshutë", "addition", 200, "Ham"], ["Kërpudha", "addition", 120, "Mushrooms"],
  ],
  burger: [
    ["Mish mesatar", "option", 0, "Medium"], ["Mish i pjekur mirë", "option", 0, "Well done"],
    ["Djathë çedar", "addition", 100, "Cheddar"], ["Bejkon", "addition", 150, "Bacon"], ["Patate të skuqura", "addition", 200, "Fries"],
  ],
  coffee: [
    ["Qumësht i zakonshëm", "option", 0, "Regular milk"], ["Qumësht bajameje", "option", 60, "Almond milk"], ["Pa qumësht", "option", 0, "No milk"],
    ["Shurup karameli", "addition", 50, "Caramel syrup"], ["Shurup vanilje", "addition", 50, "Vanilla syrup"],
  ],
  drink: [["0,33 l", "option", 0, "0.33 l"], ["0,5 l", "option", 80, "0.5 l"]],
  byrek: [["Copë e vogël", "option", 0, "Small piece"], ["Copë e madhe", "option", 80, "Large piece"], ["Kos", "addition", 100, "Yoghurt"], ["Dhallë", "addition", 80, "Salted yoghurt drink"]],
  meal: [
    ["Porcion normal", "option", 0, "Regular portion"], ["Porcion i madh", "option", 300, "Large portion"],
    ["Bukë shtëpie", "addition", 80, "House bread"], ["Sallatë jeshile", "addition", 250, "Green salad"], ["Patate furre", "addition", 200, "Roast potatoes"],
  ],
  sushi: [["8 copë", "option", 0, "8 pieces"], ["12 copë", "option", 500, "12 pieces"], ["Xhenxhefil shtesë", "addition", 50, "Extra ginger"], ["Wasabi shtesë", "addition", 50, "Extra wasabi"]],
  icecream: [["Në kon", "option", 0, "In a cone"], ["Në kupë", "option", 0, "In a cup"], ["Krem i rrahur", "addition", 60, "Whipped cream"], ["Copëza çokollate", "addition", 60, "Chocolate chips"]],
  salad: [["Salcë ulliri", "option", 0, "Olive oil dressing"], ["Salcë balsamike", "option", 0, "Balsamic dressing"], ["Pulë e skarës", "addition", 250, "Grilled chicken"], ["Djathë feta", "addition", 120, "Feta cheese"]],
  grill: [
    ["Me patate", "option", 0, "With potatoes"], ["Me oriz", "option", 0, "With rice"], ["Me perime të skarës", "option", 100, "With grilled vegetables"],
    ["Salcë kosi", "addition", 80, "Yoghurt sauce"], ["Speca të pjekur", "addition", 120, "Roasted peppers"],
  ],
  dessert: [["Akullore vanilje", "addition", 150, "Vanilla ice cream"], ["Salcë çokollate", "addition", 80, "Chocolate sauce"]],
} as const satisfies Record<string, readonly OptionSpec[]>;

export type OptionSetKey = keyof typeof OPTION_SETS;
