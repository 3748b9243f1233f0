import { describe, expect, it } from "vitest";
import { PROMOTIONS, promotionListings } from "./promotions";

const listing = (name: string, categoryId: number, offer = "10% off") => ({
  businessName: name,
  categoryId,
  naicDescription: "Restaurants",
  offers: [{ title: offer }],
});

describe("promotionListings", () => {
  it("keeps only the promotion's categories, best matches first, in their original (nearest) order", () => {
    const found = promotionListings(PROMOTIONS.pizza, [
      listing("Burger Barn", 108),
      listing("Auto Fix", 101),
      listing("Tony's Pizzeria", 108),
      listing("Main Street Diner", 108, "Free slice with any meal"),
    ]);
    expect(found.map((l) => l.businessName)).toEqual(["Tony's Pizzeria", "Main Street Diner", "Burger Barn"]);
  });

  it("draws from every category of a promotion", () => {
    const found = promotionListings(PROMOTIONS["home-improvement"], [
      listing("Ace Roofing", 109),
      listing("Cozy Home Store", 104),
      listing("Glam Salon", 103),
    ]);
    expect(found.map((l) => l.businessName)).toEqual(["Ace Roofing", "Cozy Home Store"]);
  });

  it("stops at the limit", () => {
    const many = Array.from({ length: 40 }, (_, i) => listing(`Place ${i}`, 108));
    expect(promotionListings(PROMOTIONS.tacos, many, 24)).toHaveLength(24);
  });
});
