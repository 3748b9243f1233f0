import { describe, expect, it } from "vitest";
import {
  businessDirectoryStatePath,
  BUSINESSES_PER_DIRECTORY_PAGE,
  directoryPage,
  directoryStates,
  parseDirectoryState,
} from "./business-directory";
import type { BusinessStore } from "./coverage";

const store = (
  id: number,
  state: string,
  city: string,
  name: string,
  storeId: number | null = id + 500_000,
): BusinessStore => ({
  businessProfileId: id,
  businessName: name,
  storeId,
  city,
  state,
  lastmod: "2026-11-01",
});

describe("the business directory", () => {
  const texas = Array.from({ length: BUSINESSES_PER_DIRECTORY_PAGE + 3 }, (_, i) =>
    store(100_000 + i, "TX", i % 2 ? "Waco" : "Austin", `Shop ${i}`),
  );
  const stores = [
    ...texas,
    store(1, "AK", "Anchorage", "Joe&#39;s Diner"),
    store(2, "AK", "Anchorage", "Plow Co", null),
  ];

  it("lists states by name with the pages each takes", () => {
    expect(directoryStates(stores)).toEqual([
      { state: "AK", name: "Alaska", count: 2, pages: 1 },
      { state: "TX", name: "Texas", count: BUSINESSES_PER_DIRECTORY_PAGE + 3, pages: 2 },
    ]);
  });

  it("pages a state's businesses by town, then name, each linking the sitemap's URL of its store", () => {
    const first = directoryPage(stores, "TX", 1)!;
    expect(first.businesses).toHaveLength(BUSINESSES_PER_DIRECTORY_PAGE);
    expect(first.businesses[0]!.place).toBe("Austin, TX");
    expect(directoryPage(stores, "TX", 2)!.businesses).toHaveLength(3);
    expect(directoryPage(stores, "TX", 3)).toBeNull();
    expect(directoryPage(stores, "TX", 0)).toBeNull();
    expect(directoryPage(stores, "NY", 1)).toBeNull();
    expect(directoryPage(stores, "AK", 1)!.businesses).toEqual([
      { name: "Joe's Diner", place: "Anchorage, AK", path: "/local/anchorage-ak/joes-diner-1?store=500001" },
      { name: "Plow Co", place: "Anchorage, AK", path: "/local/anchorage-ak/plow-co-2" },
    ]);
  });

  it("names each page by one URL, and reads only lower-case state codes", () => {
    expect(businessDirectoryStatePath("TX")).toBe("/local/businesses/tx");
    expect(businessDirectoryStatePath("TX", 1)).toBe("/local/businesses/tx");
    expect(businessDirectoryStatePath("TX", 3)).toBe("/local/businesses/tx?page=3");
    expect(parseDirectoryState("tx")).toBe("TX");
    for (const bad of ["TX", "zz", "texas", "t", ""]) expect(parseDirectoryState(bad)).toBeNull();
  });
});
