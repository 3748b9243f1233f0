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
  "Golden", "Blue Sky", "Sunrise", "Evergreen", "Premier", "Classic", "Bright", "Happy", "Urban", "Coastal",
  "Summit", "Liberty", "Pioneer", "Silver", "Red Oak", "True North", "Lucky", "Prime", "Village", "Heritage",
];

// `{p}` is a price, `{n}` a percentage, `{d}` a dollar amount off.
export const LOCATION_VOCABULARY: readonly CategoryVocabulary[] = [
  {
    categoryId: 108,
    kinds: [
      { naics: "Full-Service Restaurants", names: ["{last}'s Pizzeria", "Golden Dragon Chinese Kitchen", "{last} Family Diner", "Bella Napoli Trattoria", "Sakura Sushi & Grill", "{last}'s BBQ Smokehouse", "El Sombrero Mexican Grill", "Mama {first}'s Kitchen"], offers: ["Buy One Entrée, Get One 50% Off", "Free Dessert with Any Dinner Entrée", "Free Appetizer with Purchase of Two Entrées"] },
      { naics: "Limited-Service Restaurants", names: ["{last}'s Pizza", "{city} Taco Company", "{last}'s Deli", "{city} Burger Bar", "Pho Saigon", "{city} Wings & Things"], offers: ["Large 1-Topping Pizza for ${p}", "Lunch Special: Any Sandwich & Drink for ${p}", "Free Kids Meal with Adult Meal Purchase"] },
      { naics: "Snack and Nonalcoholic Beverage Bars", names: ["{adj} Bean Coffee House", "{adj} Bagel Bakery", "Café {first}", "The Hungry Pelican Smoothies"], offers: ["Free Pastry with Any Large Coffee", "Dozen Bagels for ${p}"] },
    ],
    offers: ["${d} Off Any Order of $25 or More", "{n}% Off Your Entire Check"],
    blurb: "serves made-from-scratch food in a relaxed, family-friendly setting",
  },
  {
    categoryId: 110,
    kinds: [
      { naics: "Bowling Centers", names: ["{city} Lanes", "{adj} Bowl & Billiards"], offers: ["Free Game of Bowling with Shoe Rental", "Two Hours of Bowling for ${p}"] },
      { naics: "Amusement and Recreation Industries", names: ["Fun Zone Family Entertainment", "{adj} Escape Rooms", "{city} Mini Golf", "Sky High Trampoline Park", "Galaxy Laser Tag", "{city} Go-Karts", "{last}'s Arcade & Games"], offers: ["Buy One Admission, Get One Free", "{n}% Off Any Party Package", "Two Hours of Play for ${p}", "Family Four-Pack for ${p}"] },
      { naics: "Motion Picture Theaters (except Drive-Ins)", names: ["Starlight Cinema", "{city} Dine-In Theater"], offers: ["Two Movie Tickets and a Large Popcorn for ${p}"] },
      { naics: "Travel Agencies", names: ["{last} Travel Agency", "{adj} Cruise & Travel"], offers: ["${d} Off Any Cruise Booking", "{n}% Off Group Bookings"] },
      { naics: "Hotels (except Casino Hotels) and Motels", names: ["{city} Inn & Suites", "The {adj} Hotel"], offers: ["${d} Off a Weekend Stay", "Third Night Free"] },
    ],
    offers: ["{n}% Off for Military and First Responders"],
    blurb: "is the local favourite for a day out with family and friends",
  },
  {
    categoryId: 103,
    kinds: [
      { naics: "Beauty Salons", names: ["{first}'s Hair Studio", "Shear Elegance Salon", "The Lash Loft", "Glow Skin & Brow Bar"], offers: ["${d} Off Any Color Service", "Free Brow Wax with Any Facial", "${d} Off Lash Extensions"] },
      { naics: "Barber Shops", names: ["{city} Barber Co.", "{last}'s Barbershop"], offers: ["Men's Haircut for ${p}", "Free Beard Trim with Any Haircut"] },
      { naics: "Nail Salons", names: ["Polished Nail Lounge", "{adj} Nails & Spa"], offers: ["Manicure & Pedicure Combo for ${p}"] },
      { naics: "Day Spas", names: ["Serenity Day Spa", "{adj} Massage Therapy"], offers: ["60-Minute Massage for ${p}"] },
      { naics: "Other Personal Care Services", names: ["{adj} Tan", "{city} Sun & Spray Tan"], offers: ["First Spray Tan for ${p}"] },
    ],
    offers: ["{n}% Off Your First Visit"],
    blurb: "helps you look and feel your best with licensed, friendly staff",
  },
  {
    categoryId: 101,
    kinds: [
      { naics: "General Automotive Repair", names: ["{last}'s Auto Repair", "Precision Auto Care", "{last} Transmission", "{last}'s Muffler & Brake"], offers: ["Free Brake Inspection", "${d} Off Any Repair Over $150", "Free Check Engine Light Scan", "${d} Off Transmission Service"] },
      { naics: "Automotive Oil Change and Lubrication Shops", names: ["{city} Quick Lube", "{adj} Express Oil"], offers: ["Full-Synthetic Oil Change for ${p}", "Free Tire Rotation with Oil Change"] },
      { naics: "Car Washes", names: ["Sparkle Express Car Wash", "{adj} Auto Spa"], offers: ["Deluxe Car Wash for ${p}", "First Month of Unlimited Washes for ${p}"] },
      { naics: "Automotive Body, Paint, and Interior Repair", names: ["{adj} Collision Center", "{adj} Auto Glass"], offers: ["Free Collision Estimate", "${d} Off Windshield Replacement"] },
      { naics: "Tire Dealers", names: ["{city} Tire & Brake"], offers: ["{n}% Off Four New Tires", "Free Flat Repair"] },
    ],
    offers: ["{n}% Off Labor for Seniors"],
    blurb: "keeps local drivers on the road with honest, ASE-certified service",
  },
  {
    categoryId: 109,
    kinds: [
      { naics: "Drycleaning and Laundry Services (except Coin-Operated)", names: ["{city} Dry Cleaners", "{last}'s Tailoring & Cleaners"], offers: ["{n}% Off Dry Cleaning Orders", "${d} Off Any Alteration"] },
      { naics: "Coin-Operated Laundries and Drycleaners", names: ["Fresh Fold Laundromat", "{adj} Wash & Fold"], offers: ["Wash & Fold for ${p} per Pound"] },
      { naics: "Pet Care (except Veterinary) Services", names: ["Happy Tails Pet Grooming", "{adj} Paws Dog Daycare"], offers: ["Full Groom for ${p}", "First Day of Daycare Free"] },
      { naics: "Footwear and Leather Goods Repair", names: ["{last}'s Shoe Repair"], offers: ["${d} Off Any Shoe Repair"] },
      { naics: "Locksmiths", names: ["{city} Key & Lock"], offers: ["Free Key Copy with Any Service"] },
      { naics: "Lessors of Miniwarehouses and Self-Storage Units", names: ["{city} Self Storage"], offers: ["First Month of Storage for $1"] },
    ],
    offers: ["{n}% Off Your First Order"],
    blurb: "takes care of the everyday errands so you do not have to",
  },
  {
    categoryId: 107,
    kinds: [
      { naics: "Florists", names: ["{last}'s Florist", "{adj} Blooms"], offers: ["Dozen Roses for ${p}", "Free Vase with Any Arrangement"] },
      { naics: "Clothing Stores", names: ["{city} Outfitters", "The {adj} Boutique"], offers: ["Buy One, Get One 50% Off", "Free Gift Wrapping with Purchase"] },
      { naics: "Sporting Goods Stores", names: ["{city} Bike Shop", "{city} Running Company"], offers: ["Free Tune-Up with Any Bike Purchase", "Free Gait Analysis"] },
      { naics: "Jewelry Stores", names: ["{last} Jewelers"], offers: ["${d} Off Watch Battery Replacement", "Free Ring Cleaning & Inspection"] },
      { naics: "Book Stores", names: ["Second Chapter Books", "{adj} Page Books"], offers: ["Buy Two Used Books, Get One Free"] },
      { naics: "Hobby, Toy, and Game Stores", names: ["Toy Chest", "{city} Hobby & Games"], offers: ["${d} Off Any Board Game"] },
      { naics: "Hardware Stores", names: ["{last}'s Hardware"], offers: ["Free Key Copy", "{n}% Off Any Paint Purchase"] },
    ],
    offers: ["{n}% Off Your Entire Purchase", "${d} Off Any Purchase of $50 or More"],
    blurb: "is an independent shop with a hand-picked selection and staff who know their stuff",
  },
  {
    categoryId: 102,
    kinds: [
      { naics: "Offices of Dentists", names: ["{city} Family Dentistry", "{adj} Smiles Orthodontics"], offers: ["New Patient Exam, X-Rays & Cleaning for ${p}", "${d} Off Teeth Whitening"] },
      { naics: "Offices of Chiropractors", names: ["{last} Chiropractic"], offers: ["First Adjustment for ${p}"] },
      { naics: "Offices of Optometrists", names: ["Clear View Eye Care", "{city} Vision Center"], offers: ["${d} Off a Complete Pair of Glasses", "Eye Exam for ${p}"] },
      { naics: "Veterinary Services", names: ["{city} Animal Hospital", "{adj} Pet Clinic"], offers: ["{n}% Off Your Pet's Annual Exam"] },
      { naics: "Offices of Physical, Occupational and Speech Therapists, and Audiologists", names: ["{last} Physical Therapy", "{city} Hearing Center"], offers: ["Free Hearing Screening", "Free Injury Screening"] },
      { naics: "Offices of Physicians (except Mental Health Specialists)", names: ["{adj} Urgent Care", "{last} Family Medicine"], offers: ["Sports Physical for ${p}"] },
    ],
    offers: ["Free Consultation"],
    blurb: "provides caring, professional treatment with convenient appointments",
  },
  {
    categoryId: 106,
    kinds: [
      { naics: "Tax Preparation Services", names: ["{last} Tax Service"], offers: ["${d} Off Tax Preparation"] },
      { naics: "Offices of Lawyers", names: ["{last} & Associates Law"], offers: ["Free 30-Minute Consultation"] },
      { naics: "Insurance Agencies and Brokerages", names: ["{city} Insurance Group"], offers: ["Free Insurance Quote and Review"] },
      { naics: "Photography Studios, Portrait", names: ["{adj} Photography"], offers: ["Family Portrait Session for ${p}"] },
      { naics: "Computer and Office Machine Repair and Maintenance", names: ["{city} Computer Repair"], offers: ["Free Computer Diagnostic", "${d} Off Screen Replacement"] },
      { naics: "Offices of Real Estate Agents and Brokers", names: ["{last} Realty"], offers: ["Free Home Value Report"] },
      { naics: "Exam Preparation and Tutoring", names: ["Tutoring Club of {city}"], offers: ["{n}% Off Your First Month of Tutoring"] },
      { naics: "Other Business Service Centers (including Copy Shops)", names: ["{adj} Print & Ship"], offers: ["${d} Off Any Print Order"] },
    ],
    offers: ["{n}% Off Any New Client Service"],
    blurb: "offers trusted professional help for families and small businesses",
  },
  {
    categoryId: 104,
    kinds: [
      { naics: "Floor Covering Stores", names: ["{city} Flooring Center"], offers: ["{n}% Off Installed Flooring"] },
      { naics: "Home Furnishing Stores", names: ["{adj} Kitchen & Bath", "{adj} Blinds & Shutters"], offers: ["Free In-Home Design Consultation", "${d} Off Custom Blinds"] },
      { naics: "Furniture Stores", names: ["{city} Mattress Outlet", "{last} Furniture Gallery"], offers: ["${d} Off Any Mattress Set", "Free Delivery on Orders Over $500"] },
      { naics: "Paint and Wallpaper Stores", names: ["{city} Paint & Décor"], offers: ["{n}% Off Any Gallon of Paint"] },
      { naics: "Appliance Repair and Maintenance", names: ["{last}'s Appliance Repair"], offers: ["Free Service Call with Repair"] },
      { naics: "Office Supplies and Stationery Stores", names: ["{adj} Office Supply"], offers: ["{n}% Off Office Furniture"] },
    ],
    offers: ["{n}% Off Your First Purchase"],
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
  { serviceCategory: "plumbing", categoryId: 104, names: ["{last} Plumbing", "{last} Plumbing & Drain"], naics: "Plumbing, Heating, and Air-Conditioning Contractors", offers: ["${d} Off Any Plumbing Repair", "Free Water Heater Inspection", "Drain Cleaning for ${p}"] },
  { serviceCategory: "hvac", categoryId: 104, names: ["{city} Air Conditioning & Heating", "{adj} Heating & Cooling"], naics: "Plumbing, Heating, and Air-Conditioning Contractors", offers: ["A/C Tune-Up for ${p}", "${d} Off a New System", "Free Second Opinion on Any Repair"] },
  { serviceCategory: "cleaning", categoryId: 104, names: ["{adj} Carpet Cleaning", "{last}'s Carpet & Tile Care"], naics: "Carpet and Upholstery Cleaning Services", offers: ["3 Rooms Cleaned for ${p}", "{n}% Off Upholstery Cleaning", "Free Stain Protection with Any Cleaning"] },
  { serviceCategory: "pest-control", categoryId: 104, names: ["{city} Pest Control", "{adj} Termite & Pest"], naics: "Exterminating and Pest Control Services", offers: ["${d} Off Your First Treatment", "Free Termite Inspection", "Quarterly Pest Service for ${p}"] },
  { serviceCategory: "roofing", categoryId: 104, names: ["{adj} Roofing", "{last} Roofing & Gutters"], naics: "Roofing Contractors", offers: ["Free Roof Inspection", "${d} Off a Complete Roof Replacement", "{n}% Off Gutter Guards"] },
  { serviceCategory: "lawn-care", categoryId: 109, names: ["{last} Lawn Care", "{adj} Landscaping"], naics: "Landscaping Services", offers: ["First Mow Free with Seasonal Contract", "{n}% Off Spring Clean-Up", "${d} Off Sod Installation"] },
  { serviceCategory: "moving", categoryId: 109, names: ["Two {last}s Moving", "{city} Movers"], naics: "Used Household and Office Goods Moving", offers: ["${d} Off Any Local Move", "Free Boxes with Your Move", "{n}% Off Packing Services"] },
  { serviceCategory: "cleaning", categoryId: 109, names: ["Maid Brigade of {city}", "{adj} Maids"], naics: "Janitorial Services", offers: ["${d} Off Your First Cleaning", "{n}% Off Recurring Service", "Move-Out Cleaning for ${p}"] },
  { serviceCategory: "auto-repair", categoryId: 101, names: ["{last} Mobile Detailing", "{adj} Mobile Auto Glass"], naics: "Car Washes", offers: ["Full Detail at Your Home for ${p}", "${d} Off Windshield Replacement", "Free Chip Repair with Detail"] },
  { serviceCategory: "handyman", categoryId: 106, names: ["{last} Handyman Services", "{city} Computer House Calls"], naics: "Other Services Related to Advertising", offers: ["First Hour for ${p}", "${d} Off Any Job Over $200", "Free Estimate on Any Project"] },
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

export const DISCLAIMERS = [
  "Not valid with any other offer.", "One coupon per customer per visit.", "Must present coupon at time of purchase.",
  "Valid at participating locations only.", "No cash value.", "Excludes tax and gratuity.", "Some restrictions apply.",
  "Limit one per household.", "Appointment required.", "Not valid on prior purchases.",
];
