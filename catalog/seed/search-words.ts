/**
 * The everyday words shoppers type for what a business does (issue 25: "oil change", "haircut" and "pizza" found
 * nothing fitting): indexed beside a business's name, category and offers in the full-text index, so the words of
 * a trade find it although neither its name nor its offers spell them.
 */
const TRADE_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Barber Shops/i, "haircut hair cut barber barbershop shave fade"],
  [/Nail Salons/i, "nails nail salon manicure pedicure"],
  [/Day Spas/i, "spa massage facial"],
  [/Other Personal Care/i, "tanning spray tan"],
  [/General Automotive Repair/i, "auto repair auto service car repair mechanic oil change brakes"],
  [/Oil Change and Lubrication/i, "oil change lube auto service car service"],
  [/Car Washes/i, "car wash auto detailing car care"],
  [/Automotive Body/i, "auto body collision car repair windshield"],
  [/Tire Dealers/i, "tires tire shop auto service car service brakes alignment"],
  [/Restaurants/i, "restaurant food dining eat"],
  [/Snack and Nonalcoholic Beverage Bars/i, "coffee cafe bakery smoothie"],
  [/Offices of Dentists/i, "dentist dental teeth orthodontist"],
  [/Offices of Optometrists/i, "eye doctor optometrist glasses contacts"],
  [/Offices of Chiropractors/i, "chiropractor back pain"],
  [/Offices of Physicians/i, "doctor clinic urgent care"],
  [/Veterinary/i, "vet veterinarian animal hospital pet"],
  [/Pet Care/i, "pet grooming dog groomer dog daycare"],
  [/Drycleaning|Laundries/i, "dry cleaning laundry alterations laundromat"],
  [/Plumbing, Heating/i, "plumber plumbing hvac heating air conditioning ac repair"],
  [/Exterminating/i, "pest control exterminator termites bugs"],
  [/Roofing/i, "roofer roof repair gutters"],
  [/Landscaping/i, "lawn care mowing landscaping yard"],
  [/Janitorial|Carpet and Upholstery/i, "cleaning house cleaning maid carpet cleaning"],
  [/Moving/i, "movers moving"],
  [/Hotels/i, "hotel motel lodging"],
  [/Motion Picture/i, "movies movie theater cinema"],
  [/Bowling|Amusement/i, "fun family entertainment kids"],
  [/Florists/i, "flowers florist"],
];

/**
 * A beauty salon's words from its name: the industry label is the same for a hair studio, a lash studio and a brow
 * bar, and "haircut" should find the hair studios (a hair and brow studio too), not a lash studio.
 */
const SALON_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\blash/i, "lashes lash extensions eyelash"],
  [/\bbrow|\bskin\b/i, "brows brow wax waxing facial skin care esthetician"],
];
const HAIR_SALON_WORDS = "hair salon haircut hair cut stylist color blowout";

/** Dishes shoppers search by, from the words of a restaurant's name ("Pizzeria", "Taco", "Sushi"). */
const DISH_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpizz/i, "pizza pizzeria"],
  [/\btaco/i, "tacos mexican"],
  [/\bsushi/i, "sushi japanese"],
  [/\bburger/i, "burgers"],
  [/\bbbq|barbecue/i, "bbq barbecue"],
  [/\bwings?\b/i, "wings chicken"],
  [/\bdeli\b/i, "deli sandwiches subs"],
  [/\bpho\b|\bsaigon/i, "vietnamese pho noodles"],
  [/\bchinese|dragon/i, "chinese"],
  [/\btrattoria|napoli/i, "italian pasta pizza"],
];

export function everydayWords(naicDescription: string, businessName: string): string {
  const words: string[] = [];
  for (const [pattern, text] of TRADE_WORDS) if (pattern.test(naicDescription)) words.push(text);
  if (/Beauty Salons/i.test(naicDescription)) {
    const specialties = SALON_WORDS.filter(([pattern]) => pattern.test(businessName)).map(([, text]) => text);
    words.push(...specialties);
    if (specialties.length === 0 || /\bhair|\bsalon|\bshear|\bcut\b/i.test(businessName)) words.push(HAIR_SALON_WORDS);
  }
  if (/Restaurants/i.test(naicDescription)) {
    for (const [pattern, text] of DISH_WORDS) if (pattern.test(businessName)) words.push(text);
  }
  return words.join(" ");
}

/** What an online store's category is called in everyday words. */
export function couponCategoryWords(categoryTitle: string): string {
  if (/Automotive/i.test(categoryTitle)) return "auto car parts oil change";
  if (/Beauty/i.test(categoryTitle)) return "beauty makeup hair salon";
  if (/Food/i.test(categoryTitle)) return "food groceries delivery";
  return "";
}
