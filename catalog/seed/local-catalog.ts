/** Per-category vocabulary for the local businesses: name templates, NAICS descriptions and offer titles. */
export interface CategoryVocabulary {
  categoryId: number;
  /** `{last}`, `{first}`, `{city}`, `{adj}` are filled in; an apostrophe makes a name that may be entity-encoded. */
  names: readonly string[];
  naics: readonly string[];
  offers: readonly string[];
  blurb: string;
}

export const ADJECTIVES = [
  "Golden", "Blue Sky", "Sunrise", "Evergreen", "Premier", "Classic", "Bright", "Happy", "Urban", "Coastal",
  "Summit", "Liberty", "Pioneer", "Silver", "Red Oak", "True North", "Lucky", "Prime", "Village", "Heritage",
];

// `{p}` is a price, `{n}` a percentage, `{d}` a dollar amount off.
export const LOCATION_VOCABULARY: readonly CategoryVocabulary[] = [
  {
    categoryId: 108,
    names: [
      "{last}'s Pizza", "{last}'s Pizzeria", "{city} Taco Company", "Golden Dragon Chinese Kitchen", "{last}'s Deli",
      "The Hungry Pelican", "{adj} Bean Coffee House", "{last} Family Diner", "Bella Napoli Trattoria",
      "{city} Burger Bar", "Sakura Sushi & Grill", "{last}'s BBQ Smokehouse", "Pho Saigon", "{adj} Bagel Bakery",
      "Mama {first}'s Kitchen", "{city} Wings & Things", "El Sombrero Mexican Grill", "Café {first}",
    ],
    naics: ["Full-Service Restaurants", "Limited-Service Restaurants", "Snack and Nonalcoholic Beverage Bars", "Caterers"],
    offers: [
      "${d} Off Any Order of $25 or More", "Buy One Entrée, Get One 50% Off", "Free Appetizer with Purchase of Two Entrées",
      "{n}% Off Your Entire Check", "Large 1-Topping Pizza for ${p}", "Free Kids Meal with Adult Meal Purchase",
      "Free Dessert with Any Dinner Entrée", "Lunch Special: Any Sandwich & Drink for ${p}",
    ],
    blurb: "serves made-from-scratch food in a relaxed, family-friendly dining room",
  },
  {
    categoryId: 110,
    names: [
      "{city} Lanes", "Fun Zone Family Entertainment", "{adj} Escape Rooms", "{city} Mini Golf", "Sky High Trampoline Park",
      "{last} Travel Agency", "{city} Inn & Suites", "Galaxy Laser Tag", "{adj} Kayak Tours", "{city} Go-Karts",
      "Starlight Cinema", "{last}'s Arcade & Games",
    ],
    naics: ["Amusement and Recreation Industries", "Bowling Centers", "Motion Picture Theaters", "Travel Agencies", "Hotels (except Casino Hotels) and Motels"],
    offers: [
      "Buy One Admission, Get One Free", "{n}% Off Any Party Package", "Free Game of Bowling with Shoe Rental",
      "${d} Off a Weekend Stay", "Two Hours of Play for ${p}", "Family Four-Pack for ${p}", "{n}% Off Group Bookings",
    ],
    blurb: "is the local favourite for a day out with family and friends",
  },
  {
    categoryId: 103,
    names: [
      "{first}'s Hair Studio", "{city} Barber Co.", "Polished Nail Lounge", "Serenity Day Spa", "{adj} Tan",
      "{last}'s Barbershop", "Glow Skin & Brow Bar", "Shear Elegance Salon", "{adj} Massage Therapy", "The Lash Loft",
    ],
    naics: ["Beauty Salons", "Barber Shops", "Nail Salons", "Day Spas", "Other Personal Care Services"],
    offers: [
      "${d} Off Any Color Service", "Men's Haircut for ${p}", "Manicure & Pedicure Combo for ${p}",
      "{n}% Off Your First Visit", "60-Minute Massage for ${p}", "Free Brow Wax with Any Facial", "${d} Off Lash Extensions",
    ],
    blurb: "helps you look and feel your best with licensed, friendly stylists",
  },
  {
    categoryId: 101,
    names: [
      "{last}'s Auto Repair", "{city} Quick Lube", "Sparkle Express Car Wash", "{adj} Collision Center", "{city} Tire & Brake",
      "{last} Transmission", "Precision Auto Care", "{last}'s Muffler & Brake", "{adj} Auto Glass",
    ],
    naics: ["General Automotive Repair", "Automotive Oil Change and Lubrication Shops", "Car Washes", "Automotive Body, Paint, and Interior Repair", "Tire Dealers"],
    offers: [
      "Full-Synthetic Oil Change for ${p}", "Free Brake Inspection", "${d} Off Any Repair Over $150", "{n}% Off Four New Tires",
      "Free Check Engine Light Scan", "Deluxe Car Wash for ${p}", "${d} Off Transmission Service", "Free Tire Rotation with Oil Change",
    ],
    blurb: "keeps local drivers on the road with honest, ASE-certified service",
  },
  {
    categoryId: 109,
    names: [
      "{city} Dry Cleaners", "Happy Tails Pet Grooming", "{last}'s Shoe Repair", "{city} Key & Lock", "{adj} Paws Dog Daycare",
      "Fresh Fold Laundromat", "{last}'s Tailoring", "{adj} Photo & Print", "{city} Self Storage",
    ],
    naics: ["Drycleaning and Laundry Services (except Coin-Operated)", "Pet Care (except Veterinary) Services", "Footwear and Leather Goods Repair", "Locksmiths", "Lessors of Miniwarehouses and Self-Storage Units"],
    offers: [
      "{n}% Off Dry Cleaning Orders", "Full Groom for ${p}", "${d} Off Any Alteration", "First Day of Daycare Free",
      "Free Key Copy with Any Service", "First Month of Storage for $1", "Wash & Fold for ${p} per Pound",
    ],
    blurb: "takes care of the everyday errands so you do not have to",
  },
  {
    categoryId: 107,
    names: [
      "{last}'s Florist", "{city} Outfitters", "The {adj} Boutique", "{city} Bike Shop", "{last} Jewelers",
      "Second Chapter Books", "Toy Chest", "{adj} Home Décor", "{city} Running Company", "{last}'s Hardware",
    ],
    naics: ["Florists", "Clothing Stores", "Sporting Goods Stores", "Jewelry Stores", "Book Stores", "Hobby, Toy, and Game Stores", "Hardware Stores"],
    offers: [
      "{n}% Off Your Entire Purchase", "${d} Off Any Purchase of $50 or More", "Free Gift Wrapping with Purchase",
      "Buy One, Get One 50% Off", "Free Tune-Up with Any Bike Purchase", "${d} Off Watch Battery Replacement", "Dozen Roses for ${p}",
    ],
    blurb: "is an independent shop with a hand-picked selection and staff who know their stuff",
  },
  {
    categoryId: 102,
    names: [
      "{city} Family Dentistry", "{last} Chiropractic", "Clear View Eye Care", "{city} Animal Hospital", "{adj} Smiles Orthodontics",
      "{last} Physical Therapy", "{city} Hearing Center", "{adj} Urgent Care", "{last} Family Medicine",
    ],
    naics: ["Offices of Dentists", "Offices of Chiropractors", "Offices of Optometrists", "Veterinary Services", "Offices of Physical, Occupational and Speech Therapists, and Audiologists"],
    offers: [
      "New Patient Exam, X-Rays & Cleaning for ${p}", "Free Consultation", "${d} Off a Complete Pair of Glasses",
      "First Adjustment for ${p}", "{n}% Off Your Pet's Annual Exam", "Free Hearing Screening", "${d} Off Teeth Whitening",
    ],
    blurb: "provides caring, professional treatment with convenient appointments",
  },
  {
    categoryId: 106,
    names: [
      "{last} Tax Service", "{last} & Associates Law", "{city} Insurance Group", "{adj} Photography", "{city} Computer Repair",
      "{last} Realty", "Tutoring Club of {city}", "{adj} Print & Ship", "{last} Financial Planning",
    ],
    naics: ["Tax Preparation Services", "Offices of Lawyers", "Insurance Agencies and Brokerages", "Photography Studios, Portrait", "Computer and Office Machine Repair and Maintenance", "Offices of Real Estate Agents and Brokers"],
    offers: [
      "${d} Off Tax Preparation", "Free 30-Minute Consultation", "Free Insurance Quote and Review", "Family Portrait Session for ${p}",
      "Free Computer Diagnostic", "{n}% Off Your First Month of Tutoring", "${d} Off Any Print Order",
    ],
    blurb: "offers trusted professional help for families and small businesses",
  },
  {
    categoryId: 104,
    names: [
      "{city} Flooring Center", "{adj} Kitchen & Bath", "{city} Mattress Outlet", "{adj} Blinds & Shutters", "{last}'s Appliance Repair",
      "{city} Paint & Décor", "{last} Furniture Gallery", "{adj} Office Supply",
    ],
    naics: ["Floor Covering Stores", "Furniture Stores", "Home Furnishing Stores", "Paint and Wallpaper Stores", "Appliance Repair and Maintenance", "Office Supplies and Stationery Stores"],
    offers: [
      "{n}% Off Installed Flooring", "${d} Off Any Mattress Set", "Free In-Home Design Consultation", "${d} Off Custom Blinds",
      "Free Service Call with Repair", "{n}% Off Any Gallon of Paint", "Free Delivery on Orders Over $500",
    ],
    blurb: "has helped neighbours furnish and improve their homes and offices for years",
  },
];

export interface ServiceVocabulary {
  categoryId: number;
  names: readonly string[];
  naics: string;
  offers: readonly string[];
}

export const SERVICE_VOCABULARY: readonly ServiceVocabulary[] = [
  { categoryId: 104, names: ["{last} Plumbing", "{last} Plumbing & Drain"], naics: "Plumbing, Heating, and Air-Conditioning Contractors", offers: ["${d} Off Any Plumbing Repair", "Free Water Heater Inspection", "Drain Cleaning for ${p}"] },
  { categoryId: 104, names: ["{city} Air Conditioning & Heating", "{adj} Heating & Cooling"], naics: "Plumbing, Heating, and Air-Conditioning Contractors", offers: ["A/C Tune-Up for ${p}", "${d} Off a New System", "Free Second Opinion on Any Repair"] },
  { categoryId: 104, names: ["{adj} Carpet Cleaning", "{last}'s Carpet & Tile Care"], naics: "Carpet and Upholstery Cleaning Services", offers: ["3 Rooms Cleaned for ${p}", "{n}% Off Upholstery Cleaning", "Free Stain Protection with Any Cleaning"] },
  { categoryId: 104, names: ["{city} Pest Control", "{adj} Termite & Pest"], naics: "Exterminating and Pest Control Services", offers: ["${d} Off Your First Treatment", "Free Termite Inspection", "Quarterly Pest Service for ${p}"] },
  { categoryId: 104, names: ["{adj} Roofing", "{last} Roofing & Gutters"], naics: "Roofing Contractors", offers: ["Free Roof Inspection", "${d} Off a Complete Roof Replacement", "{n}% Off Gutter Guards"] },
  { categoryId: 109, names: ["{last} Lawn Care", "{adj} Landscaping"], naics: "Landscaping Services", offers: ["First Mow Free with Seasonal Contract", "{n}% Off Spring Clean-Up", "${d} Off Sod Installation"] },
  { categoryId: 109, names: ["Two {last}s Moving", "{city} Movers"], naics: "Used Household and Office Goods Moving", offers: ["${d} Off Any Local Move", "Free Boxes with Your Move", "{n}% Off Packing Services"] },
  { categoryId: 109, names: ["Maid Brigade of {city}", "{adj} Maids"], naics: "Janitorial Services", offers: ["${d} Off Your First Cleaning", "{n}% Off Recurring Service", "Move-Out Cleaning for ${p}"] },
  { categoryId: 101, names: ["{last} Mobile Detailing", "{adj} Mobile Auto Glass"], naics: "Car Washes", offers: ["Full Detail at Your Home for ${p}", "${d} Off Windshield Replacement", "Free Chip Repair with Detail"] },
  { categoryId: 106, names: ["{last} Handyman Services", "{city} Computer House Calls"], naics: "Other Services Related to Advertising", offers: ["First Hour for ${p}", "${d} Off Any Job Over $200", "Free Estimate on Any Project"] },
];

export const DISCLAIMERS = [
  "Not valid with any other offer.", "One coupon per customer per visit.", "Must present coupon at time of purchase.",
  "Valid at participating locations only.", "No cash value.", "Excludes tax and gratuity.", "Some restrictions apply.",
  "Limit one per household.", "Appointment required.", "Not valid on prior purchases.",
];
