import { describe, expect, it } from "vitest";
import { everydayWords } from "./seed/search-words";

describe("the everyday words a business is found by", () => {
  it("gives a hair studio the haircut words, and a lash studio or brow bar their own instead", () => {
    expect(everydayWords("Beauty Salons", "Maria's Hair Studio")).toContain("haircut");
    expect(everydayWords("Beauty Salons", "Shear Elegance Salon")).toContain("haircut");
    expect(everydayWords("Beauty Salons", "The Lash Loft")).not.toContain("haircut");
    expect(everydayWords("Beauty Salons", "The Lash Loft")).toContain("eyelash");
    expect(everydayWords("Beauty Salons", "Glow Skin & Brow Bar")).not.toContain("haircut");
    expect(everydayWords("Beauty Salons", "Glow Skin & Brow Bar")).toContain("waxing");
  });

  it("finds a studio that does hair and brows by both", () => {
    expect(everydayWords("Beauty Salons", "Glow Hair & Brow Studio")).toContain("haircut");
    expect(everydayWords("Beauty Salons", "Glow Hair & Brow Studio")).toContain("waxing");
  });

  it("finds a barber by haircut and a pizzeria by pizza", () => {
    expect(everydayWords("Barber Shops", "Boise Barber Co.")).toContain("haircut");
    expect(everydayWords("Full-Service Restaurants", "Napoli Pizzeria")).toContain("pizza");
  });
});
