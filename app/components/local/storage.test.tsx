// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFavorites, useRecents } from "./storage";

const offer = (n: number) => ({
  kind: "local" as const,
  id: String(n),
  title: `Offer ${n}`,
  businessName: `Business ${n}`,
  logoURL: "",
  url: `/local/tampa-fl/business-${n}-${n}`,
  displayExpiration: false,
  offerExpirationDate: null,
});

describe("useRecents", () => {
  it("rewrites corrupted storage, keeps the newest first and at most 24", () => {
    localStorage.setItem("recents", "{not json");
    const { result } = renderHook(() => useRecents());
    expect(result.current.recents).toEqual([]);
    expect(localStorage.getItem("recents")).toBe("[]");
    act(() => {
      for (let n = 1; n <= 25; n++) result.current.add(offer(n));
      result.current.add(offer(10));
    });
    const ids = result.current.recents.map((item) => item.id);
    expect(ids).toHaveLength(24);
    expect(ids.slice(0, 3)).toEqual(["10", "25", "24"]);
    expect(ids).not.toContain("1");
    expect(JSON.parse(localStorage.getItem("recents")!)).toHaveLength(24);
  });
});

describe("useFavorites", () => {
  it("toggles ids and deletes them all", () => {
    localStorage.setItem("favs", JSON.stringify(["1", "1", {}]));
    const { result } = renderHook(() => useFavorites());
    expect(result.current.favorites).toEqual(["1"]);
    act(() => result.current.toggle("2"));
    expect(JSON.parse(localStorage.getItem("favs")!)).toEqual(["1", "2"]);
    act(() => result.current.toggle("1"));
    expect(result.current.favorites).toEqual(["2"]);
    act(() => result.current.clear());
    expect(result.current.favorites).toEqual([]);
  });
});
