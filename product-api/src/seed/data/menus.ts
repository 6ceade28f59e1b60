// Menu templates per kind of vendor. Titles are Albanian, as an Albanian vendor writes them (one string, as the spec
// stores them: a menu is the vendor's, so English pages show the same titles); descriptions are written here in
// English and in Albanian in menus-sq.ts (keyed by the English). The seed picks 3–6 categories and 3–8 products of each.
// Product: [title, description, price in lek, picture kind, flags] — flags is a space-separated list:
// "18" age-restricted, "meal" / "diet" for the meal and dietary filters, "+name" the option set of options.ts.
export type ProductSpec = readonly [title: string, description: string, price: number, kind: string, flags?: string];
export interface CategorySpec { title: string; title_en: string; products: readonly ProductSpec[] }

const DRINKS: CategorySpec = {
  title: "Pije", title_en: "Drinks", products: [
    ["Ujë Tepelena 0,5 l", "Still mineral water", 100, "drink"],
    ["Coca-Cola", "Chilled can", 200, "drink", "+drink"],
    ["Lëng portokalli i shtrydhur", "Fresh-squeezed orange juice", 350, "drink"],
    ["Dhallë", "Traditional salted yoghurt drink", 150, "drink"],
    ["Birrë Korça", "Albanian lager beer, 4.8 %", 300, "beer", "18 +drink"],
    ["Birrë Tirana", "Albanian lager beer, 4.5 %", 280, "beer", "18 +drink"],
    ["Verë e kuqe Kallmet (gotë)", "Red wine from Zadrima, by the glass", 450, "wine", "18"],
    ["Raki rrushi Skrapar", "Grape rakia, 50 ml", 250, "wine", "18"],
  ],
};

const DESSERTS: CategorySpec = {
  title: "Ëmbëlsira", title_en: "Desserts", products: [
    ["Trileçe", "Three-milk sponge cake with caramel", 350, "dessert", "+dessert"],
    ["Bakllava", "Walnut baklava with syrup", 300, "dessert"],
    ["Kadaif", "Shredded pastry with walnuts", 320, "dessert"],
    ["Tiramisu", "Mascarpone, coffee and cocoa", 400, "dessert", "+dessert"],
    ["Sheqerpare", "Soft syrup cookies", 250, "dessert"],
    ["Hasude", "Starch pudding with honey and walnuts", 280, "dessert"],
  ],
};

const SALADS: CategorySpec = {
  title: "Sallata", title_en: "Salads", products: [
    ["Sallatë fshati", "Tomato, cucumber, onion, olives and white cheese", 450, "salad", "diet +salad"],
    ["Sallatë jeshile", "Lettuce, rocket and lemon dressing", 350, "salad", "diet +salad"],
    ["Sallatë Cezar", "Chicken, romaine, parmesan, croutons", 650, "salad", "+salad"],
    ["Sallatë me ton", "Tuna, beans, egg and sweetcorn", 600, "salad", "+salad"],
    ["Sallatë me rukola dhe parmixhano", "Rocket, cherry tomatoes and parmesan", 550, "salad", "diet"],
  ],
};

export const MENUS = {
  traditional: [
    { title: "Paraqitje", title_en: "Starters", products: [
      ["Pispili", "Cornbread with leeks and spinach", 400, "byrek", "diet"],
      ["Speca me gjizë", "Roasted peppers stuffed with ricotta", 450, "traditional", "diet"],
      ["Fërgesë Tirane", "Peppers, tomatoes and cottage cheese, baked", 550, "traditional", "meal"],
      ["Qofte të fërguara", "Fried meatballs with mint", 500, "grill"],
      ["Djathë i bardhë me ullinj", "White cheese and Albanian olives", 400, "salad"],
      ["Turshi shtëpie", "House pickled vegetables", 250, "salad", "diet"],
    ] },
    { title: "Gatime tradicionale", title_en: "Traditional dishes", products: [
      ["Tavë kosi", "Baked lamb with rice and yoghurt", 950, "traditional", "meal +meal"],
      ["Tavë dheu", "Clay-pot liver, peppers and cottage cheese", 850, "traditional", "meal"],
      ["Jani me fasule", "Bean stew with smoked paprika", 550, "soup", "meal diet"],
      ["Qifqi", "Rice balls with herbs from Gjirokastër", 500, "traditional", "diet"],
      ["Flija", "Layered crepe pie, baked under a domed iron lid", 700, "byrek", "meal"],
      ["Paidhaqe qengji", "Grilled lamb chops", 1400, "grill", "meal +grill"],
      ["Japrakë", "Vine leaves stuffed with rice and meat", 650, "traditional", "meal"],
      ["Kukurec", "Roast lamb offal wrapped in caul", 900, "grill", "meal"],
    ] },
    { title: "Skarë", title_en: "Grill", products: [
      ["Qebapa (10 copë)", "Minced beef and lamb, grilled", 700, "grill", "meal +grill"],
      ["Biftek viçi", "Veal steak with grilled vegetables", 1500, "grill", "meal +grill"],
      ["Fileto pule në skarë", "Grilled chicken breast", 850, "grill", "meal +grill"],
      ["Sufllaqe", "Pork souvlaki skewers", 750, "grill", "+grill"],
    ] },
    SALADS, DESSERTS, DRINKS,
  ],
  pizza: [
    { title: "Pica", title_en: "Pizza", products: [
      ["Pizza Margherita", "Tomato, mozzarella, basil", 600, "pizza", "+pizza"],
      ["Pizza Proshutë", "Tomato, mozzarella, ham", 750, "pizza", "+pizza"],
      ["Pizza Kapriçoza", "Ham, mushrooms, artichokes, olives", 850, "pizza", "+pizza"],
      ["Pizza Diavola", "Spicy salami and chilli", 800, "pizza", "+pizza"],
      ["Pizza Katër djathërat", "Four cheeses", 850, "pizza", "+pizza"],
      ["Pizza Vegjetariane", "Grilled vegetables, mozzarella", 750, "pizza", "+pizza diet"],
      ["Pizza Tono", "Tuna, onion, olives", 800, "pizza", "+pizza"],
      ["Calzone", "Folded pizza with ham and ricotta", 850, "pizza", "+pizza"],
    ] },
    { title: "Pasta", title_en: "Pasta", products: [
      ["Spageti Bolonjeze", "Slow-cooked beef ragù", 750, "pasta", "meal"],
      ["Penne Arrabbiata", "Spicy tomato sauce", 650, "pasta", "diet"],
      ["Fettuccine me kërpudha", "Creamy porcini sauce", 800, "pasta", "meal"],
      ["Lazanja", "Baked beef lasagne", 850, "pasta", "meal"],
      ["Rizoto me fruta deti", "Seafood risotto", 1100, "seafood", "meal"],
    ] },
    SALADS, DESSERTS, DRINKS,
  ],
  burger: [
    { title: "Burger", title_en: "Burgers", products: [
      ["Burger klasik", "Beef patty, lettuce, tomato, house sauce", 650, "burger", "+burger meal"],
      ["Burger me djathë", "Beef, cheddar, pickles", 700, "burger", "+burger meal"],
      ["Burger me bejkon", "Beef, bacon, smoked cheese", 850, "burger", "+burger meal"],
      ["Burger pule krokant", "Crispy chicken, coleslaw", 700, "burger", "+burger meal"],
      ["Burger vegan", "Bean and beetroot patty", 750, "burger", "+burger diet"],
      ["Burger i dyfishtë", "Two smashed patties, onions, cheese", 950, "burger", "+burger meal"],
    ] },
    { title: "Anësore", title_en: "Sides", products: [
      ["Patate të skuqura", "Skin-on fries", 250, "meal"],
      ["Krahë pule pikante", "Eight spicy wings", 550, "grill"],
      ["Unaza qepe", "Beer-battered onion rings", 300, "meal"],
      ["Copëza pule krokante (8 copë)", "With barbecue dip", 450, "meal"],
    ] },
    { title: "Milkshake", title_en: "Milkshakes", products: [
      ["Milkshake vanilje", "Vanilla ice cream shake", 400, "icecream"],
      ["Milkshake çokollatë", "Chocolate ice cream shake", 400, "icecream"],
      ["Milkshake luleshtrydhe", "Strawberry shake", 400, "icecream"],
    ] },
    DESSERTS, DRINKS,
  ],
  sushi: [
    { title: "Maki", title_en: "Maki rolls", products: [
      ["California maki", "Crab, avocado, cucumber", 900, "sushi", "+sushi"],
      ["Maki me salmon", "Fresh salmon and rice", 850, "sushi", "+sushi"],
      ["Maki me ton pikant", "Tuna, chilli mayo", 950, "sushi", "+sushi"],
      ["Maki me karkaleca tempura", "Tempura prawn, avocado", 1000, "sushi", "+sushi"],
      ["Maki me avokado", "Avocado and sesame", 700, "sushi", "+sushi diet"],
    ] },
    { title: "Nigiri & Sashimi", title_en: "Nigiri & sashimi", products: [
      ["Nigiri me salmon (2 copë)", "Salmon over rice", 500, "sushi"],
      ["Nigiri me ton (2 copë)", "Tuna over rice", 550, "sushi"],
      ["Sashimi i përzier", "Twelve slices of salmon, tuna and sea bass", 1600, "seafood"],
    ] },
    { title: "Supa dhe wok", title_en: "Soups & wok", products: [
      ["Supë miso", "Tofu, wakame, spring onion", 400, "soup", "diet"],
      ["Yakisoba pule", "Wok noodles with chicken", 900, "pasta", "meal"],
      ["Oriz i skuqur me perime", "Vegetable fried rice", 700, "meal", "diet"],
    ] },
    DRINKS,
  ],
  byrek: [
    { title: "Byrekë", title_en: "Byrek", products: [
      ["Byrek me spinaq", "Filo pie with spinach and white cheese", 150, "byrek", "+byrek"],
      ["Byrek me mish", "Filo pie with minced beef", 180, "byrek", "+byrek"],
      ["Byrek me djathë", "Filo pie with white cheese", 150, "byrek", "+byrek"],
      ["Byrek me presh", "Filo pie with leeks", 150, "byrek", "+byrek"],
      ["Byrek me domate dhe qepë", "Filo pie with tomato and onion", 150, "byrek", "+byrek diet"],
      ["Byrek me kungull", "Sweet pumpkin filo pie", 170, "byrek", "+byrek"],
    ] },
    { title: "Mëngjes", title_en: "Breakfast", products: [
      ["Petulla me mjaltë", "Fried dough with honey", 250, "bread"],
      ["Petulla me djathë", "Fried dough with white cheese", 280, "bread"],
      ["Sanduiç me proshutë", "Ham and cheese sandwich", 300, "bread"],
      ["Kos shtëpie", "Home-made yoghurt", 150, "dessert"],
    ] },
    { title: "Pije", title_en: "Drinks", products: [
      ["Dhallë", "Salted yoghurt drink", 120, "drink"],
      ["Çaj mali", "Albanian mountain tea", 150, "coffee"],
      ["Kafe turke", "Traditional Turkish coffee", 120, "coffee"],
    ] },
  ],
  seafood: [
    { title: "Peshk", title_en: "Fish", products: [
      ["Levrek në skarë", "Whole grilled sea bass", 1600, "seafood", "meal +grill"],
      ["Koran i Ohrit", "Ohrid trout, grilled", 1800, "seafood", "meal"],
      ["Koçë në skarë", "Grilled sea bream", 1500, "seafood", "meal +grill"],
      ["Fileto salmoni", "Salmon fillet, lemon butter", 1700, "seafood", "meal"],
    ] },
    { title: "Fruta deti", title_en: "Seafood", products: [
      ["Midhje me verë të bardhë", "Mussels in white wine", 900, "seafood"],
      ["Kallamar i skuqur", "Fried calamari", 950, "seafood"],
      ["Karkaleca në skarë", "Grilled king prawns", 1400, "seafood"],
      ["Spageti me fruta deti", "Seafood spaghetti", 1200, "pasta", "meal"],
      ["Oktapod në skarë", "Grilled octopus", 1600, "seafood"],
    ] },
    SALADS, DRINKS,
  ],
  grill: [
    { title: "Skarë", title_en: "Grill", products: [
      ["Qebapa (10 copë)", "Minced beef and lamb, grilled", 700, "grill", "meal +grill"],
      ["Suxhuk", "Spiced beef sausage", 650, "grill", "+grill"],
      ["Brinjë derri", "Pork ribs, barbecue glaze", 1200, "grill", "meal +grill"],
      ["Mish i përzier për 2", "Mixed grill for two", 2200, "grill", "meal +grill"],
      ["Pulë e plotë në hell", "Whole rotisserie chicken", 1300, "grill", "meal"],
      ["Bërxollë viçi", "Veal chop", 1500, "grill", "meal +grill"],
    ] },
    { title: "Garniturat", title_en: "Sides", products: [
      ["Patate të skuqura", "Fries", 250, "meal"],
      ["Perime në skarë", "Grilled vegetables", 400, "vegan", "diet"],
      ["Oriz me perime", "Vegetable rice", 300, "meal"],
      ["Salcë kosi me hudhër", "Garlic yoghurt dip", 150, "salad"],
    ] },
    SALADS, DRINKS,
  ],
  cafe: [
    { title: "Kafe", title_en: "Coffee", products: [
      ["Espresso", "Single shot", 120, "coffee", "+coffee"],
      ["Makiato", "Espresso with foamed milk", 150, "coffee", "+coffee"],
      ["Kapuçino", "Espresso, steamed milk, foam", 200, "coffee", "+coffee"],
      ["Latte", "Espresso with plenty of milk", 250, "coffee", "+coffee"],
      ["Freddo espresso", "Iced shaken espresso", 250, "coffee", "+coffee"],
      ["Kafe turke", "Traditional Turkish coffee", 150, "coffee"],
    ] },
    { title: "Pije të ftohta", title_en: "Cold drinks", products: [
      ["Limonadë shtëpie", "Lemon and mint", 300, "drink"],
      ["Çaj i ftohtë pjeshke", "Peach iced tea", 250, "drink"],
      ["Smoothie me fruta pylli", "Berries and banana", 400, "drink", "diet"],
    ] },
    { title: "Mëngjes", title_en: "Breakfast", products: [
      ["Kroasan me gjalpë", "Butter croissant", 200, "bread"],
      ["Omëletë me djathë", "Three eggs, white cheese", 400, "meal"],
      ["Tost me avokado", "Sourdough, avocado, egg", 550, "bread", "diet"],
    ] },
    DESSERTS,
  ],
  icecream: [
    { title: "Akullore", title_en: "Ice cream", products: [
      ["Akullore fëstëku", "Pistachio gelato", 250, "icecream", "+icecream"],
      ["Akullore çokollatë", "Dark chocolate gelato", 220, "icecream", "+icecream"],
      ["Akullore vanilje", "Madagascar vanilla", 200, "icecream", "+icecream"],
      ["Akullore luleshtrydhe", "Strawberry sorbet", 220, "icecream", "+icecream diet"],
      ["Akullore stracciatella", "Milk gelato with chocolate flakes", 220, "icecream", "+icecream"],
      ["Kupë e madhe me 4 shije", "Four scoops, cream and sauce", 650, "icecream", "+icecream"],
    ] },
    { title: "Vafla & Krepa", title_en: "Waffles & crêpes", products: [
      ["Vafël me Nutella", "Belgian waffle, Nutella", 450, "dessert", "+dessert"],
      ["Krep me banane", "Crêpe with banana and chocolate", 400, "dessert", "+dessert"],
      ["Krep me fruta pylli", "Crêpe with berries", 450, "dessert", "+dessert"],
    ] },
    DESSERTS,
  ],
  vegan: [
    { title: "Tasa", title_en: "Bowls", products: [
      ["Tas me kinoa dhe qiqra", "Quinoa, chickpeas, roasted vegetables, tahini", 850, "vegan", "diet meal"],
      ["Poke me tofu", "Rice, marinated tofu, edamame, mango", 900, "vegan", "diet meal"],
      ["Tas me falafel", "Falafel, hummus, tabbouleh", 800, "vegan", "diet meal"],
      ["Tas me thjerrëza", "Lentils, spinach, sweet potato", 750, "vegan", "diet"],
    ] },
    { title: "Supa", title_en: "Soups", products: [
      ["Supë me thjerrëza", "Red lentil soup", 400, "soup", "diet"],
      ["Supë kungulli", "Pumpkin and ginger", 400, "soup", "diet"],
      ["Supë me perime", "Seasonal vegetables", 350, "soup", "diet"],
    ] },
    SALADS,
    { title: "Smoothie", title_en: "Smoothies", products: [
      ["Smoothie jeshil", "Spinach, apple, ginger", 450, "drink", "diet"],
      ["Smoothie tropikal", "Mango, pineapple, coconut", 450, "drink", "diet"],
      ["Qumësht bajameje me kakao", "Almond milk and cacao", 400, "drink", "diet"],
    ] },
  ],
  soup: [
    { title: "Supa", title_en: "Soups", products: [
      ["Supë pule", "Chicken soup with rice and lemon", 350, "soup", "meal"],
      ["Supë peshku", "Fish soup", 450, "soup"],
      ["Paçe koke", "Traditional lamb head soup", 400, "soup", "meal"],
      ["Supë me domate", "Tomato and basil", 300, "soup", "diet"],
      ["Supë me thjerrëza", "Red lentil soup", 320, "soup", "diet"],
    ] },
    { title: "Gatime të ditës", title_en: "Dishes of the day", products: [
      ["Mish me patate në furrë", "Oven-baked veal and potatoes", 800, "traditional", "meal +meal"],
      ["Fasule me suxhuk", "Beans with sausage", 600, "soup", "meal"],
      ["Musaka", "Potato and minced-meat bake", 700, "traditional", "meal"],
      ["Oriz me pulë", "Chicken and rice", 600, "meal", "meal"],
    ] },
    { title: "Bukë", title_en: "Bread", products: [
      ["Bukë misri", "Cornbread", 100, "bread"],
      ["Bukë shtëpie", "House loaf", 80, "bread"],
      ["Kulaç", "Round festive bread", 150, "bread"],
    ] },
  ],
  qebap: [
    { title: "Qebapa", title_en: "Kebabs", products: [
      ["Qebapa (5 copë)", "With onion and flatbread", 400, "grill", "+grill"],
      ["Qebapa (10 copë)", "With onion, flatbread and ajvar", 700, "grill", "meal +grill"],
      ["Pleskavicë", "Large grilled patty", 650, "burger", "meal"],
      ["Suxhuk në skarë", "Grilled beef sausage", 600, "grill"],
    ] },
    { title: "Anësore", title_en: "Sides", products: [
      ["Ajvar", "Roasted pepper relish", 200, "salad", "diet"],
      ["Kajmak", "Clotted cream", 200, "dessert"],
      ["Sallatë shope", "Tomato, cucumber, grated cheese", 350, "salad", "diet"],
    ] },
    DRINKS,
  ],
  grocery: [
    { title: "Fruta & Perime", title_en: "Fruit & vegetables", products: [
      ["Mollë Korçe (1 kg)", "Apples from Korça", 150, "fruit", "diet"],
      ["Banane (1 kg)", "Bananas", 220, "fruit", "diet"],
      ["Domate (1 kg)", "Local tomatoes", 180, "fruit", "diet"],
      ["Patate (2 kg)", "Potatoes", 200, "grocery"],
      ["Portokall (1 kg)", "Oranges", 160, "fruit", "diet"],
      ["Kastravec (1 kg)", "Cucumbers", 120, "fruit", "diet"],
    ] },
    { title: "Bulmet & Vezë", title_en: "Dairy & eggs", products: [
      ["Qumësht i freskët 1 l", "Whole milk", 160, "grocery"],
      ["Djathë i bardhë Gjirokastre (500 g)", "Sheep's white cheese", 650, "grocery"],
      ["Kos Lufra 1 kg", "Natural yoghurt", 250, "grocery"],
      ["Vezë fshati (10 copë)", "Free-range eggs", 300, "grocery"],
      ["Gjalpë 250 g", "Butter", 350, "grocery"],
    ] },
    { title: "Bukë & Ushqime bazë", title_en: "Bread & pantry", products: [
      ["Bukë e bardhë", "White loaf", 80, "bread"],
      ["Makarona Barilla 500 g", "Spaghetti no. 5", 220, "pasta"],
      ["Oriz 1 kg", "Long-grain rice", 250, "grocery"],
      ["Vaj ulliri ekstra i virgjër 1 l", "Albanian olive oil", 1100, "grocery"],
      ["Kafe e bluar 250 g", "Ground coffee for Turkish coffee", 400, "coffee"],
      ["Mjaltë mali 500 g", "Mountain honey", 900, "grocery"],
    ] },
    { title: "Pije", title_en: "Drinks", products: [
      ["Ujë Glina 1,5 l", "Still water", 70, "drink"],
      ["Coca-Cola 1,5 l", "Soft drink", 220, "drink"],
      ["Lëng molle 1 l", "Apple juice", 250, "drink"],
    ] },
    { title: "Alkool", title_en: "Alcohol", products: [
      ["Birrë Korça (6 × 0,5 l)", "Six-pack of lager beer", 1200, "beer", "18"],
      ["Verë e kuqe Shesh i Zi", "Red wine, 0.75 l", 1100, "wine", "18"],
      ["Verë e bardhë Shesh i Bardhë", "White wine, 0.75 l", 1000, "wine", "18"],
      ["Raki Skrapari 0,7 l", "Grape rakia", 1300, "wine", "18"],
      ["Konjak Skënderbeu 0,7 l", "Albanian brandy", 1600, "wine", "18"],
    ] },
    { title: "Higjienë & Shtëpi", title_en: "Household", products: [
      ["Letër higjienike (8 rrota)", "Toilet paper", 450, "grocery"],
      ["Detergjent enësh 1 l", "Washing-up liquid", 250, "grocery"],
      ["Pastë dhëmbësh", "Toothpaste 75 ml", 300, "pharmacy"],
    ] },
  ],
  pharmacy: [
    { title: "Qetësues dhimbjesh", title_en: "Pain relief", products: [
      ["Paracetamol 500 mg (20 tableta)", "Pain and fever relief", 250, "pills"],
      ["Ibuprofen 400 mg (20 tableta)", "Anti-inflammatory pain relief", 350, "pills"],
      ["Aspirinë 500 mg (20 tableta)", "Pain relief", 300, "pills"],
    ] },
    { title: "Vitamina", title_en: "Vitamins", products: [
      ["Vitaminë C 1000 mg", "Twenty effervescent tablets", 600, "pills"],
      ["Vitaminë D3 2000 IU", "Sixty soft capsules", 900, "pills"],
      ["Magnez + B6", "Thirty tablets", 750, "pills"],
      ["Multivitaminë", "Thirty tablets", 1100, "pills"],
    ] },
    { title: "Kujdes personal", title_en: "Personal care", products: [
      ["Krem dielli SPF 50", "Sunscreen 200 ml", 1500, "pharmacy"],
      ["Xhel duarsh antibakterial", "Hand sanitiser 100 ml", 250, "pharmacy"],
      ["Shampo kundër zbokthit", "Anti-dandruff shampoo", 800, "pharmacy"],
      ["Pastë dhëmbësh me fluor", "Fluoride toothpaste", 350, "pharmacy"],
    ] },
    { title: "Nënë & Fëmijë", title_en: "Mother & baby", products: [
      ["Pelena (nr. 4, 44 copë)", "Nappies", 1800, "pharmacy"],
      ["Krem për skuqjet", "Nappy-rash cream", 700, "pharmacy"],
      ["Shishe ushqyese 250 ml", "Baby bottle", 900, "pharmacy"],
    ] },
    { title: "Pajisje mjekësore", title_en: "Medical devices", products: [
      ["Termometër dixhital", "Digital thermometer", 800, "pharmacy"],
      ["Maska mjekësore (50 copë)", "Three-layer masks", 500, "pharmacy"],
      ["Fasha elastike", "Elastic bandage 8 cm", 300, "pharmacy"],
    ] },
  ],
  flowers: [
    { title: "Lule", title_en: "Flowers", products: [
      ["Buqetë me trëndafila të kuq", "Twelve red roses", 3500, "vegan"],
      ["Buqetë sezonale", "Seasonal mixed bouquet", 2500, "vegan"],
      ["Orkide në vazo", "Potted orchid", 3000, "vegan"],
    ] },
    { title: "Dhurata", title_en: "Gifts", products: [
      ["Kuti çokollatash", "Assorted chocolates", 1500, "dessert"],
      ["Tullumbace me helium", "Helium balloon", 600, "fruit"],
      ["Kartolinë urimi", "Greeting card", 200, "grocery"],
    ] },
    { title: "Shporta dhuratash", title_en: "Hampers", products: [
      ["Shportë me fruta", "Fresh fruit hamper", 2800, "fruit"],
      ["Shportë me produkte shqiptare", "Honey, olive oil, rakia and cheese", 5500, "grocery", "18"],
      ["Shportë mëngjesi", "Breakfast hamper for two", 3200, "bread"],
    ] },
  ],
} as const satisfies Record<string, readonly CategorySpec[]>;

export type MenuKey = keyof typeof MENUS;
