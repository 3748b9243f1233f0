import { describe, expect, it } from "vitest";
import { LOCATION_VOCABULARY, SERVICE_VOCABULARY } from "../../catalog/seed/local-catalog";
import { everydayCategoryName, KNOWN_INDUSTRY_LABELS } from "./category-names";

const catalogLabels = [
  ...new Set([
    ...LOCATION_VOCABULARY.flatMap((vocabulary) => vocabulary.kinds.map((kind) => kind.naics)),
    ...SERVICE_VOCABULARY.map((vocabulary) => vocabulary.naics),
  ]),
].sort();

describe("everydayCategoryName", () => {
  it.each([
    ["Offices of Physicians (except Mental Health Specialists)", "Doctor"],
    ["Offices of Dentists", "Dentist"],
    ["Offices of Optometrists", "Eye Doctor"],
    ["Full-Service Restaurants", "Restaurant"],
    ["Limited-Service Restaurants", "Takeout"],
    ["Coin-Operated Laundries and Drycleaners", "Laundromat"],
    ["Drycleaning and Laundry Services (except Coin-Operated)", "Dry Cleaner"],
    ["Automotive Oil Change and Lubrication Shops", "Oil Change"],
    ["Plumbing, Heating, and Air-Conditioning Contractors", "Plumbing & HVAC"],
    ["Lessors of Miniwarehouses and Self-Storage Units", "Self Storage"],
    ["  Barber Shops ", "Barber"],
  ])("names %s as %s", (label, name) => {
    expect(everydayCategoryName(label)).toBe(name);
  });

  it("has a name of its own for every industry label the catalog serves", () => {
    expect(catalogLabels.length).toBeGreaterThan(40);
    const unnamed = catalogLabels.filter((label) => !KNOWN_INDUSTRY_LABELS.includes(label));
    expect(unnamed).toEqual([]);
  });

  it("keeps every known name short enough to read at a glance on a phone card", () => {
    for (const label of KNOWN_INDUSTRY_LABELS) {
      const name = everydayCategoryName(label);
      expect(name.length, label).toBeLessThanOrEqual(20);
      expect(name.length, label).toBeLessThan(label.length + 1);
    }
  });

  it.each([
    ["Offices of Podiatrists", "Podiatrists"],
    ["Electronics and Appliance Stores (except Used)", "Electronics"],
    ["Pharmacies and Drug Stores", "Pharmacies and Drug Stores"],
    ["Other Amusement and Recreation Industries", "Amusement"],
    ["Offices of Mental Health Practitioners (except Physicians)", "Mental Health Practitioners"],
    ["Beer, Wine, and Liquor Stores and Wineries", "Beer, Wine"],
    ["Computer Systems Design and Related Services", "Computer Systems Design"],
  ])("shortens the unknown label %s to %s", (label, name) => {
    expect(everydayCategoryName(label)).toBe(name);
  });

  it("cuts an unknown label with no short first part rather than letting it run over the card", () => {
    const name = everydayCategoryName("Semiconductorandrelateddevicemanufacturing Establishments");
    expect(name.length).toBeLessThanOrEqual(28);
    expect(name.endsWith("…")).toBe(true);
  });

  it("leaves an empty label empty", () => {
    expect(everydayCategoryName("")).toBe("");
    expect(everydayCategoryName("   ")).toBe("");
  });
});
