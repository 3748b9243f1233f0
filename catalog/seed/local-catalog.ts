/** A kind of business: its NAICS description, name templates and the offers it typically runs. */
export interface BusinessKind {
  naics: string;
  /** `{last}`, `{first}`, `{city}`, `{adj}` are filled in; an apostrophe makes a name that may be entity-encoded. */
  names: readonly string[];
  offers: readonly string[];
}

/** Per-category vocabulary for the storefront businesses; `offers` are the category's generic offers. */
export interface CategoryVocabulary {
  categoryId: number;
  kinds: readonly BusinessKind[];
  offers: readonly string[];
  blurb: string;
}

export const ADJECTIVES = [
  "Golden",
  "Blue Sky",
  "Sunrise",
  "Evergreen",
  "Premier",
  "Classic",
  "Bright",
  "Happy",
  "Urban",
  "Coastal",
  "Summit",
  "Liberty",
  "Pioneer",
  "Silver",
  "Red Oak",
  "True North",
  "Lucky",
  "Prime",
  "Village",
  "Heritage",
];

// `{p}` is a price, `{n}` a percentage, `{d}` a dollar amount off; `{p:lo-hi}` and `{d:lo-hi}` keep it in the range
// that makes sense for what is sold. Every name of a kind fits every offer of the kind and of its category.
export const LOCATION_VOCABULARY: readonly CategoryVocabulary[] = [
  {
    categoryId: 108,
    kinds: [
      {
        naics: "Full-Service Restaurants",
        names: ["{last}'s Pizzeria", "Bella Napoli Trattoria"],
        offers: [
          "Large 1-Topping Pizza for ${p:12-20}",
          "Buy One Entrée, Get One 50% Off",
          "Free Garlic Knots with Any Large Pizza",
        ],
      },
      {
        naics: "Full-Service Restaurants",
        names: [
          "Golden Dragon Chinese Kitchen",
          "Sakura Sushi & Grill",
          "El Sombrero Mexican Grill",
          "{last} Family Diner",
          "Mama {last}'s Kitchen",
        ],
        offers: [
          "Buy One Entrée, Get One 50% Off",
          "Free Dessert with Any Dinner Entrée",
          "Free Appetizer with Purchase of Two Entrées",
        ],
      },
      {
        naics: "Full-Service Restaurants",
        names: ["{last}'s BBQ Smokehouse"],
        offers: ["Free Side with Any BBQ Platter", "Buy One Entrée, Get One 50% Off"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["{last}'s Pizza"],
        offers: ["Large 1-Topping Pizza for ${p:12-20}", "Free Order of Breadsticks with Any Large Pizza"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["{city} Taco Company"],
        offers: ["Three Street Tacos for ${p:6-12}", "Free Chips & Salsa with Any Burrito"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["{last}'s Deli"],
        offers: ["Lunch Special: Any Sandwich & Drink for ${p:7-14}", "Free Cookie with Any Sandwich"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["{city} Burger Bar"],
        offers: ["Free Fries with Any Burger", "Burger, Fries & Drink for ${p:9-15}"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["Pho Saigon"],
        offers: ["Free Spring Rolls with Two Bowls of Pho", "Lunch Bowl of Pho & Drink for ${p:9-15}"],
      },
      {
        naics: "Limited-Service Restaurants",
        names: ["{city} Wings & Things"],
        offers: ["20 Wings for ${p:14-25}", "Free Fries with Any Wing Combo"],
      },
      {
        naics: "Snack and Nonalcoholic Beverage Bars",
        names: ["{adj} Bean Coffee House", "Café {first}"],
        offers: ["Free Pastry with Any Large Coffee", "Buy One Latte, Get One Free"],
      },
      {
        naics: "Snack and Nonalcoholic Beverage Bars",
        names: ["{adj} Bagel Bakery"],
        offers: ["Dozen Bagels for ${p:9-16}", "Free Coffee with Any Bagel & Cream Cheese"],
      },
      {
        naics: "Snack and Nonalcoholic Beverage Bars",
        names: ["The Hungry Pelican Smoothies"],
        offers: ["Buy One Smoothie, Get One Free", "Free Protein Boost in Any Smoothie"],
      },
    ],
    offers: ["${d:2-10} Off Any Order of $25 or More", "{n:10-20}% Off Your Entire Order"],
    blurb: "serves made-from-scratch food in a relaxed, family-friendly setting",
  },
  {
    categoryId: 110,
    kinds: [
      {
        naics: "Bowling Centers",
        names: ["{city} Lanes", "{adj} Bowl & Billiards"],
        offers: [
          "Free Game of Bowling with Shoe Rental",
          "Two Hours of Bowling for ${p:19-49}",
          "{n:10-25}% Off Any Party Package",
        ],
      },
      {
        naics: "Amusement and Recreation Industries",
        names: [
          "Fun Zone Family Entertainment",
          "{city} Mini Golf",
          "Sky High Trampoline Park",
          "Galaxy Laser Tag",
          "{city} Go-Karts",
          "{last}'s Arcade & Games",
        ],
        offers: [
          "Buy One Admission, Get One Free",
          "{n:10-25}% Off Any Party Package",
          "Two Hours of Play for ${p:19-49}",
          "Family Four-Pack for ${p:39-99}",
        ],
      },
      {
        naics: "Amusement and Recreation Industries",
        names: ["{adj} Escape Rooms"],
        offers: [
          "Buy One Escape Room Admission, Get One Free",
          "{n:10-25}% Off Any Party Package",
          "Family Four-Pack for ${p:59-129}",
        ],
      },
      {
        naics: "Motion Picture Theaters (except Drive-Ins)",
        names: ["Starlight Cinema", "{city} Dine-In Theater"],
        offers: ["Two Movie Tickets and a Large Popcorn for ${p:19-39}", "Free Small Popcorn with Any Movie Ticket"],
      },
      {
        naics: "Travel Agencies",
        names: ["{last} Travel Agency", "{adj} Cruise & Travel"],
        offers: ["${d:50-100} Off Any Cruise Booking", "{n:10-15}% Off Group Bookings"],
      },
      {
        naics: "Hotels (except Casino Hotels) and Motels",
        names: ["{city} Inn & Suites", "The {adj} Hotel"],
        offers: ["${d:20-50} Off a Weekend Stay", "Third Night Free"],
      },
    ],
    offers: ["{n:10-20}% Off for Military and First Responders"],
    blurb: "is a local favourite for a day out or a getaway with family and friends",
  },
  {
    categoryId: 103,
    kinds: [
      {
        naics: "Beauty Salons",
        names: ["{first}'s Hair Studio", "Shear Elegance Salon"],
        offers: ["${d:10-25} Off Any Color Service", "Free Deep Conditioning with Any Cut"],
      },
      {
        naics: "Beauty Salons",
        names: ["The Lash Loft"],
        offers: ["${d:10-30} Off Lash Extensions", "Free Lash Fill with a Full Set"],
      },
      {
        naics: "Beauty Salons",
        names: ["Glow Hair & Brow Studio"],
        offers: ["Free Brow Wax with Any Haircut", "Women's Cut & Style for ${p:35-65}"],
      },
      {
        naics: "Barber Shops",
        names: ["{city} Barber Co.", "{last}'s Barbershop"],
        offers: ["Men's Haircut for ${p:14-34.99}", "Free Beard Trim with Any Haircut"],
      },
      {
        naics: "Nail Salons",
        names: ["Polished Nail Lounge", "{adj} Nails & Spa"],
        offers: ["Manicure & Pedicure Combo for ${p:29-69}"],
      },
      {
        naics: "Day Spas",
        names: ["Serenity Day Spa", "{adj} Massage Therapy"],
        offers: ["60-Minute Massage for ${p:49-99}"],
      },
      {
        naics: "Other Personal Care Services",
        names: ["{adj} Tan", "{city} Sun & Spray Tan"],
        offers: ["First Spray Tan for ${p:19-39}"],
      },
    ],
    offers: ["{n:10-25}% Off Your First Visit"],
    blurb: "helps you look and feel your best with licensed, friendly staff",
  },
  {
    categoryId: 101,
    kinds: [
      {
        naics: "General Automotive Repair",
        names: ["{last}'s Auto Repair", "Precision Auto Care"],
        offers: ["Free Brake Inspection", "${d:20-40} Off Any Repair Over $150", "Free Check Engine Light Scan"],
      },
      {
        naics: "General Automotive Repair",
        names: ["{last} Transmission"],
        offers: ["${d:20-50} Off Transmission Service", "Free Transmission Check"],
      },
      {
        naics: "Automotive Exhaust System Repair",
        names: ["{last}'s Muffler & Brake"],
        offers: ["Free Brake Inspection", "${d:20-40} Off Any Repair Over $150"],
      },
      {
        naics: "Automotive Oil Change and Lubrication Shops",
        names: ["{city} Quick Lube", "{adj} Express Oil"],
        offers: ["Full-Synthetic Oil Change for ${p:39-89}", "Free Tire Rotation with Oil Change"],
      },
      {
        naics: "Car Washes",
        names: ["Sparkle Express Car Wash", "{adj} Auto Spa"],
        offers: ["Deluxe Car Wash for ${p:9.99-24.95}", "First Month of Unlimited Washes for ${p:12.99-39}"],
      },
      {
        naics: "Automotive Body, Paint, and Interior Repair",
        names: ["{adj} Collision Center"],
        offers: ["Free Collision Estimate", "${d:50-100} Off Any Collision Repair Over $1,000"],
      },
      {
        naics: "Automotive Glass Replacement Shops",
        names: ["{adj} Auto Glass"],
        offers: ["${d:25-75} Off Windshield Replacement", "Free Chip Repair"],
      },
      {
        naics: "Tire Dealers",
        names: ["{city} Tire & Brake"],
        offers: ["{n:10-20}% Off Four New Tires", "Free Flat Repair"],
      },
    ],
    offers: ["{n:10-15}% Off Labor for Seniors"],
    blurb: "keeps local drivers on the road with honest, ASE-certified service",
  },
  {
    categoryId: 109,
    kinds: [
      {
        naics: "Drycleaning and Laundry Services (except Coin-Operated)",
        names: ["{city} Dry Cleaners", "{last}'s Tailoring & Cleaners"],
        offers: [
          "{n:10-25}% Off Dry Cleaning Orders",
          "${d:3-10} Off Any Alteration",
          "{n:10-20}% Off Your First Order",
        ],
      },
      {
        naics: "Coin-Operated Laundries and Drycleaners",
        names: ["Fresh Fold Laundromat", "{adj} Wash & Fold"],
        offers: ["Wash & Fold for ${p:1-2.49} per Pound", "{n:10-20}% Off Your First Order"],
      },
      {
        naics: "Pet Care (except Veterinary) Services",
        names: ["Happy Tails Pet Grooming"],
        offers: ["Full Groom for ${p:39-79}", "Free Nail Trim with Any Bath"],
      },
      {
        naics: "Pet Care (except Veterinary) Services",
        names: ["{adj} Paws Dog Daycare"],
        offers: ["First Day of Daycare Free", "{n:10-20}% Off a Daycare Package"],
      },
      {
        naics: "Footwear and Leather Goods Repair",
        names: ["{last}'s Shoe Repair"],
        offers: ["${d:3-10} Off Any Shoe Repair", "Free Shine with Any Heel Repair"],
      },
      {
        naics: "Locksmiths",
        names: ["{city} Key & Lock"],
        offers: ["Free Key Copy with Any Lock Service", "{n:10-20}% Off a Lock Rekey"],
      },
      {
        naics: "Lessors of Miniwarehouses and Self-Storage Units",
        names: ["{city} Self Storage"],
        offers: ["First Month of Storage for $1", "Free Lock with Any Storage Rental"],
      },
    ],
    offers: [],
    blurb: "takes care of the everyday errands so you do not have to",
  },
  {
    categoryId: 107,
    kinds: [
      {
        naics: "Florists",
        names: ["{last}'s Florist", "{adj} Blooms"],
        offers: ["Dozen Roses for ${p:34.99-79}", "Free Vase with Any Arrangement"],
      },
      {
        naics: "Clothing Stores",
        names: ["{city} Outfitters", "The {adj} Boutique"],
        offers: ["Buy One, Get One 50% Off", "Free Gift Wrapping with Purchase"],
      },
      {
        naics: "Sporting Goods Stores",
        names: ["{city} Bike Shop"],
        offers: ["Free Tune-Up with Any Bike Purchase", "{n:10-20}% Off Bike Accessories"],
      },
      {
        naics: "Sporting Goods Stores",
        names: ["{city} Running Company"],
        offers: ["Free Gait Analysis", "{n:10-20}% Off Running Apparel"],
      },
      {
        naics: "Jewelry Stores",
        names: ["{last} Jewelers"],
        offers: ["Watch Battery Replacement for ${p:6.99-14.99}", "Free Ring Cleaning & Inspection"],
      },
      {
        naics: "Book Stores",
        names: ["Second Chapter Books", "{adj} Page Books"],
        offers: ["Buy Two Used Books, Get One Free"],
      },
      {
        naics: "Hobby, Toy, and Game Stores",
        names: ["Toy Chest", "{city} Hobby & Games"],
        offers: ["${d:3-10} Off Any Board Game"],
      },
      {
        naics: "Hardware Stores",
        names: ["{last}'s Hardware"],
        offers: ["Free Key Copy with Any Purchase", "{n:10-20}% Off Any Paint Purchase"],
      },
    ],
    offers: ["{n:10-20}% Off Your Entire Purchase", "${d:5-20} Off Any Purchase of $50 or More"],
    blurb: "is an independent shop with a hand-picked selection and staff who know their stuff",
  },
  {
    categoryId: 102,
    kinds: [
      {
        naics: "Offices of Dentists",
        names: ["{city} Family Dentistry", "{adj} Smiles Dental"],
        offers: ["New Patient Exam, X-Rays & Cleaning for ${p:59-129}", "${d:50-100} Off Teeth Whitening"],
      },
      {
        naics: "Offices of Chiropractors",
        names: ["{last} Chiropractic"],
        offers: ["First Adjustment for ${p:24.95-59.99}"],
      },
      {
        naics: "Offices of Optometrists",
        names: ["Clear View Eye Care", "{city} Vision Center"],
        offers: ["${d:25-75} Off a Complete Pair of Glasses", "Eye Exam for ${p:49-99}"],
      },
      {
        naics: "Veterinary Services",
        names: ["{city} Animal Hospital", "{adj} Pet Clinic"],
        offers: ["{n:10-25}% Off Your Pet's Annual Exam"],
      },
      {
        naics: "Offices of Physical, Occupational and Speech Therapists, and Audiologists",
        names: ["{last} Physical Therapy"],
        offers: ["Free Injury Screening"],
      },
      {
        naics: "Offices of Physical, Occupational and Speech Therapists, and Audiologists",
        names: ["{city} Hearing Center"],
        offers: ["Free Hearing Screening"],
      },
      {
        naics: "Offices of Physicians (except Mental Health Specialists)",
        names: ["{adj} Urgent Care", "{last} Family Medicine"],
        offers: ["Sports Physical for ${p:24.95-59.99}"],
      },
    ],
    offers: ["Free Consultation for New Patients"],
    blurb: "provides caring, professional treatment with convenient appointments",
  },
  {
    categoryId: 106,
    kinds: [
      { naics: "Tax Preparation Services", names: ["{last} Tax Service"], offers: ["${d:20-50} Off Tax Preparation"] },
      { naics: "Offices of Lawyers", names: ["{last} & Associates Law"], offers: ["Free 30-Minute Consultation"] },
      {
        naics: "Insurance Agencies and Brokerages",
        names: ["{city} Insurance Group"],
        offers: ["Free Insurance Quote and Review"],
      },
      {
        naics: "Photography Studios, Portrait",
        names: ["{adj} Photography"],
        offers: ["Family Portrait Session for ${p:79-199}"],
      },
      {
        naics: "Computer and Office Machine Repair and Maintenance",
        names: ["{city} Computer Repair"],
        offers: ["Free Computer Diagnostic", "${d:15-40} Off Screen Replacement"],
      },
      {
        naics: "Offices of Real Estate Agents and Brokers",
        names: ["{last} Realty"],
        offers: ["Free Home Value Report"],
      },
      {
        naics: "Exam Preparation and Tutoring",
        names: ["Tutoring Club of {city}"],
        offers: ["{n:10-25}% Off Your First Month of Tutoring"],
      },
      {
        naics: "Other Business Service Centers (including Copy Shops)",
        names: ["{adj} Print & Ship"],
        offers: ["${d:5-15} Off Any Print Order of $50 or More"],
      },
    ],
    offers: ["{n:10-20}% Off Any New Client Service"],
    blurb: "offers trusted professional help for families and small businesses",
  },
  {
    categoryId: 104,
    kinds: [
      {
        naics: "Floor Covering Stores",
        names: ["{city} Flooring Center"],
        offers: ["{n:10-20}% Off Installed Flooring", "Free In-Home Flooring Estimate"],
      },
      {
        naics: "Home Furnishing Stores",
        names: ["{adj} Kitchen & Bath"],
        offers: ["Free In-Home Design Consultation", "{n:10-20}% Off Cabinet Hardware"],
      },
      {
        naics: "Home Furnishing Stores",
        names: ["{adj} Blinds & Shutters"],
        offers: ["${d:50-100} Off Custom Blinds", "Free In-Home Measuring"],
      },
      {
        naics: "Furniture Stores",
        names: ["{city} Mattress Outlet"],
        offers: ["${d:100-200} Off Any Mattress Set", "Free Delivery on Any Mattress Set"],
      },
      {
        naics: "Furniture Stores",
        names: ["{last} Furniture Gallery"],
        offers: ["Free Delivery on Orders Over $500", "${d:50-150} Off Any Sofa"],
      },
      {
        naics: "Paint and Wallpaper Stores",
        names: ["{city} Paint & Décor"],
        offers: ["{n:10-25}% Off Any Gallon of Paint"],
      },
      {
        naics: "Appliance Repair and Maintenance",
        names: ["{last}'s Appliance Repair"],
        offers: ["Free Service Call with Repair"],
      },
      {
        naics: "Office Supplies and Stationery Stores",
        names: ["{adj} Office Supply"],
        offers: ["{n:10-20}% Off Office Furniture"],
      },
    ],
    offers: ["{n:10-15}% Off Your First Purchase"],
    blurb: "has helped neighbours furnish and improve their homes and offices for years",
  },
];

export interface ServiceVocabulary {
  /** Slug of the services directory category (SERVICE_CATEGORIES). */
  serviceCategory: string;
  categoryId: number;
  names: readonly string[];
  naics: string;
  offers: readonly string[];
}

export const SERVICE_VOCABULARY: readonly ServiceVocabulary[] = [
  {
    serviceCategory: "plumbing",
    categoryId: 104,
    names: ["{last} Plumbing", "{last} Plumbing & Drain"],
    naics: "Plumbing, Heating, and Air-Conditioning Contractors",
    offers: ["${d:25-75} Off Any Plumbing Repair", "Free Water Heater Inspection", "Drain Cleaning for ${p:69-129}"],
  },
  {
    serviceCategory: "hvac",
    categoryId: 104,
    names: ["{city} Air Conditioning & Heating", "{adj} Heating & Cooling"],
    naics: "Plumbing, Heating, and Air-Conditioning Contractors",
    offers: [
      "A/C Tune-Up for ${p:59-99}",
      "${d:150-200} Off a New A/C System",
      "Free Second Opinion on Any A/C Repair",
    ],
  },
  {
    serviceCategory: "cleaning",
    categoryId: 104,
    names: ["{adj} Carpet Cleaning", "{last}'s Carpet & Tile Care"],
    naics: "Carpet and Upholstery Cleaning Services",
    offers: [
      "3 Rooms Cleaned for ${p:79-149}",
      "{n:10-25}% Off Upholstery Cleaning",
      "Free Stain Protection with Any Carpet Cleaning",
    ],
  },
  {
    serviceCategory: "pest-control",
    categoryId: 104,
    names: ["{city} Pest Control", "{adj} Termite & Pest"],
    naics: "Exterminating and Pest Control Services",
    offers: [
      "${d:25-50} Off Your First Pest Treatment",
      "Free Termite Inspection",
      "Quarterly Pest Service for ${p:69-129}",
    ],
  },
  {
    serviceCategory: "roofing",
    categoryId: 104,
    names: ["{adj} Roofing", "{last} Roofing & Gutters"],
    naics: "Roofing Contractors",
    offers: ["Free Roof Inspection", "${d:150-200} Off a Complete Roof Replacement", "{n:10-20}% Off Gutter Guards"],
  },
  {
    serviceCategory: "lawn-care",
    categoryId: 109,
    names: ["{last} Lawn Care", "{adj} Landscaping"],
    naics: "Landscaping Services",
    offers: [
      "First Mow Free with Seasonal Contract",
      "{n:10-25}% Off Spring Clean-Up",
      "${d:50-100} Off Sod Installation",
    ],
  },
  {
    serviceCategory: "moving",
    categoryId: 109,
    names: ["Two {last}s Moving", "{city} Movers"],
    naics: "Used Household and Office Goods Moving",
    offers: ["${d:50-100} Off Any Local Move", "Free Boxes with Your Move", "{n:10-20}% Off Packing Services"],
  },
  {
    serviceCategory: "cleaning",
    categoryId: 109,
    names: ["{last} House Cleaning", "{adj} Maids"],
    naics: "Janitorial Services",
    offers: [
      "${d:25-50} Off Your First House Cleaning",
      "{n:10-20}% Off Recurring House Cleaning",
      "Move-Out Cleaning for ${p:149-249}",
    ],
  },
  {
    serviceCategory: "auto-repair",
    categoryId: 101,
    names: ["{last} Mobile Detailing", "{adj} Mobile Detailing"],
    naics: "Car Washes",
    offers: [
      "Full Detail at Your Home for ${p:99-249}",
      "Free Headlight Restoration with Any Full Detail",
      "{n:10-20}% Off Interior Detailing",
    ],
  },
  {
    serviceCategory: "auto-repair",
    categoryId: 101,
    names: ["{adj} Mobile Auto Glass"],
    naics: "Automotive Glass Replacement Shops",
    offers: ["${d:25-75} Off Windshield Replacement", "Free Chip Repair at Your Home or Office"],
  },
  {
    serviceCategory: "handyman",
    categoryId: 106,
    names: ["{last} Handyman Services"],
    naics: "Other Building Finishing Contractors",
    offers: ["First Hour for ${p:49-99}", "${d:25-50} Off Any Job Over $200", "Free Estimate on Any Project"],
  },
  {
    serviceCategory: "handyman",
    categoryId: 106,
    names: ["{city} Computer House Calls"],
    naics: "Computer and Office Machine Repair and Maintenance",
    offers: [
      "First Hour of Computer Help for ${p:49-99}",
      "Free Computer Diagnostic at Your Home",
      "${d:15-40} Off Screen Replacement",
    ],
  },
];

/** The services directory's categories (`/services/{slug}`), in the order the directory lists them. */
export const SERVICE_CATEGORIES: ReadonlyArray<{ slug: string; title: string }> = [
  { slug: "plumbing", title: "Plumbing" },
  { slug: "hvac", title: "Heating & Air Conditioning" },
  { slug: "cleaning", title: "Cleaning" },
  { slug: "lawn-care", title: "Lawn Care & Landscaping" },
  { slug: "pest-control", title: "Pest Control" },
  { slug: "roofing", title: "Roofing & Gutters" },
  { slug: "moving", title: "Moving" },
  { slug: "auto-repair", title: "Auto Repair & Detailing" },
  { slug: "handyman", title: "Handyman & Home Tech" },
];

/** The fine print of an offer that has no expiration date: it ends when the stock does. */
export const WHILE_SUPPLIES_LAST = "Good while supplies last.";

export const DISCLAIMERS = [
  "Not valid with any other offer.",
  "One coupon per customer per visit.",
  "Must present coupon at time of purchase.",
  "Valid at participating locations only.",
  "No cash value.",
  "Excludes tax and gratuity.",
  "Some restrictions apply.",
  "Limit one per household.",
  "Appointment required.",
  "Not valid on prior purchases.",
];
