import { describe, expect, it } from "vitest";
import { canonicalStore } from "./business-store";

const storefronts = { locations: [{ id: 501 }, { id: 502 }] };

describe("canonicalStore: one URL per business store", () => {
  it("keeps a store of the business, written as its links write it", () => {
    expect(canonicalStore(storefronts, { id: 502 }, ["502"])).toEqual({ store: 502, redirect: false });
  });

  it.each([
    ["no store", []],
    ["an unknown store", ["999999"]],
    ["a malformed store", ["abc"]],
    ["zero", ["0"]],
    ["leading zeros", ["0501"]],
    ["a negative id", ["-501"]],
    ["two stores", ["501", "502"]],
    ["an empty value", [""]],
  ])("sends %s to the store the upstream chose (301)", (_name, requested) => {
    expect(canonicalStore(storefronts, { id: 502 }, requested)).toEqual({ store: 502, redirect: true });
  });

  it("falls back to the first store when the upstream chose none of the business's", () => {
    expect(canonicalStore(storefronts, null, ["abc"])).toEqual({ store: 501, redirect: true });
    expect(canonicalStore(storefronts, { id: 9 }, [])).toEqual({ store: 501, redirect: true });
  });

  it("gives a business without storefronts no store, and sends any ?store= to the URL without it", () => {
    expect(canonicalStore({ locations: [] }, null, [])).toEqual({ store: null, redirect: false });
    expect(canonicalStore({ locations: [] }, null, ["77"])).toEqual({ store: null, redirect: true });
    expect(canonicalStore({ locations: [] }, null, ["abc"])).toEqual({ store: null, redirect: true });
  });
});
