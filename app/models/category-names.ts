/**
 * The everyday name of a business's line of trade. The upstream describes it with the NAICS industry label
 * ("Offices of Physicians (except Mental Health Specialists)"), which is precise but is not what shoppers type or scan
 * for on a card; they look for "Doctor". Labels the table does not know still get a short, readable name.
 */
const EVERYDAY_NAMES: ReadonlyMap<string, string> = new Map([
  ["Amusement and Recreation Industries", "Family Fun"],
  ["Appliance Repair and Maintenance", "Appliance Repair"],
  ["Automotive Body, Paint, and Interior Repair", "Auto Body Shop"],
  ["Automotive Exhaust System Repair", "Muffler & Brakes"],
  ["Automotive Glass Replacement Shops", "Auto Glass"],
  ["Automotive Oil Change and Lubrication Shops", "Oil Change"],
  ["Barber Shops", "Barber"],
  ["Beauty Salons", "Beauty Salon"],
  ["Book Stores", "Bookstore"],
  ["Bowling Centers", "Bowling"],
  ["Car Washes", "Car Wash"],
  ["Carpet and Upholstery Cleaning Services", "Carpet Cleaning"],
  ["Clothing Stores", "Clothing"],
  ["Coin-Operated Laundries and Drycleaners", "Laundromat"],
  ["Computer and Office Machine Repair and Maintenance", "Computer Repair"],
  ["Day Spas", "Spa"],
  ["Drycleaning and Laundry Services (except Coin-Operated)", "Dry Cleaner"],
  ["Exam Preparation and Tutoring", "Tutoring"],
  ["Exterminating and Pest Control Services", "Pest Control"],
  ["Floor Covering Stores", "Flooring"],
  ["Florists", "Florist"],
  ["Footwear and Leather Goods Repair", "Shoe Repair"],
  ["Full-Service Restaurants", "Restaurant"],
  ["Furniture Stores", "Furniture"],
  ["General Automotive Repair", "Auto Repair"],
  ["Hardware Stores", "Hardware Store"],
  ["Hobby, Toy, and Game Stores", "Toys & Hobbies"],
  ["Home Furnishing Stores", "Home Decor"],
  ["Hotels (except Casino Hotels) and Motels", "Hotel"],
  ["Insurance Agencies and Brokerages", "Insurance"],
  ["Janitorial Services", "Cleaning Service"],
  ["Jewelry Stores", "Jeweler"],
  ["Landscaping Services", "Landscaping"],
  ["Lessors of Miniwarehouses and Self-Storage Units", "Self Storage"],
  ["Limited-Service Restaurants", "Takeout"],
  ["Locksmiths", "Locksmith"],
  ["Motion Picture Theaters (except Drive-Ins)", "Movie Theater"],
  ["Nail Salons", "Nail Salon"],
  ["Office Supplies and Stationery Stores", "Office Supplies"],
  ["Offices of Chiropractors", "Chiropractor"],
  ["Offices of Dentists", "Dentist"],
  ["Offices of Lawyers", "Lawyer"],
  ["Offices of Optometrists", "Eye Doctor"],
  ["Offices of Physical, Occupational and Speech Therapists, and Audiologists", "Physical Therapy"],
  ["Offices of Physicians (except Mental Health Specialists)", "Doctor"],
  ["Offices of Real Estate Agents and Brokers", "Real Estate Agent"],
  ["Other Business Service Centers (including Copy Shops)", "Print & Copy"],
  ["Other Personal Care Services", "Personal Care"],
  ["Other Services Related to Advertising", "Advertising"],
  ["Paint and Wallpaper Stores", "Paint Store"],
  ["Pet Care (except Veterinary) Services", "Pet Care"],
  ["Photography Studios, Portrait", "Photographer"],
  ["Other Building Finishing Contractors", "Handyman"],
  ["Plumbing, Heating, and Air-Conditioning Contractors", "Plumbing & HVAC"],
  ["Roofing Contractors", "Roofer"],
  ["Snack and Nonalcoholic Beverage Bars", "Coffee & Snacks"],
  ["Sporting Goods Stores", "Sporting Goods"],
  ["Tax Preparation Services", "Tax Preparer"],
  ["Tire Dealers", "Tire Shop"],
  ["Travel Agencies", "Travel Agent"],
  ["Used Household and Office Goods Moving", "Movers"],
  ["Veterinary Services", "Veterinarian"],
]);

/** Labels the table names, for the test that keeps it in step with what the catalog serves. */
export const KNOWN_INDUSTRY_LABELS: readonly string[] = [...EVERYDAY_NAMES.keys()];

/** Longer than this, a name no longer reads at a glance on a 390 px card; the fallback shortens it. */
const SHORT_ENOUGH = 28;

/**
 * The short, everyday name of an industry label. An unknown label loses its qualifiers ("(except …)", "Offices of")
 * and, when still long, keeps what comes before its first "and" ("Computer Systems Design and Related Services" →
 * "Computer Systems Design"), else is cut with an ellipsis; an empty label
 * stays empty so the card leaves the line out.
 */
export function everydayCategoryName(industryLabel: string): string {
  const label = industryLabel.trim();
  const known = EVERYDAY_NAMES.get(label);
  if (known) return known;
  const plain = label
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/^Offices of\s+/i, "")
    .replace(/^Other\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= SHORT_ENOUGH) return plain;
  const first = plain
    .split(/\s+(?:and|&)\s+/i)[0]!
    .replace(/,$/, "")
    .trim();
  return first.length > 0 && first.length <= SHORT_ENOUGH ? first : `${plain.slice(0, SHORT_ENOUGH - 1).trimEnd()}…`;
}
