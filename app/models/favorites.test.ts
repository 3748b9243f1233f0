import {
  DELETE_ALL_FAVORITES_CONFIRMATION,
  FAVORITES_KEY,
  FAVORITES_REMOVAL_WARNING,
  favoritesTitle,
  isFavorite,
  NO_FAVORITES,
  parseFavorites,
  serializeFavorites,
  toggleFavorite,
  type FavoriteId,
} from "./favorites";

describe("favorites texts", () => {
  it.each([
    [FAVORITES_KEY, "favs"],
    [favoritesTitle("Saint Petersburg"), "My Favorite Local Coupons for Saint Petersburg"],
    [FAVORITES_REMOVAL_WARNING, "Local Coupon Favoriting will be removed soon"],
    [NO_FAVORITES, "No favorites"],
    [DELETE_ALL_FAVORITES_CONFIRMATION, "Are you sure you want to remove ALL favorites?"],
  ])("reads %j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("toggleFavorite", () => {
  it.each<[string, FavoriteId[], FavoriteId, FavoriteId[]]>([
    ["adds an offer to empty favorites", [], "a1", ["a1"]],
    ["adds a new offer after the others", ["a1", 2], "b3", ["a1", 2, "b3"]],
    ["removes an offer already favorited", ["a1", 2, "b3"], 2, ["a1", "b3"]],
    ["removes a numeric id toggled as a string", [7, "x"], "7", ["x"]],
    ["removes a string id toggled as a number", ["7", "x"], 7, ["x"]],
  ])("%s", (_label, ids, id, expected) => {
    expect(toggleFavorite(ids, id)).toEqual(expected);
  });

  it("returns to the original favorites when toggled twice", () => {
    expect(toggleFavorite(toggleFavorite(["a", "b"], "c"), "c")).toEqual(["a", "b"]);
  });

  it("does not change the list it was given", () => {
    const ids: FavoriteId[] = ["a"];
    toggleFavorite(ids, "b");
    expect(ids).toEqual(["a"]);
  });
});

describe("isFavorite", () => {
  it.each<[FavoriteId[], FavoriteId, boolean]>([
    [["a", 1], "a", true],
    [["a", 1], "1", true],
    [["a", 1], "b", false],
    [[], "a", false],
  ])("finds %j in %j: %s", (ids, id, expected) => {
    expect(isFavorite(ids, id)).toBe(expected);
  });
});

describe("parseFavorites", () => {
  it.each<[string, string | null | undefined, FavoriteId[]]>([
    ["nothing stored", null, []],
    ["an undefined value", undefined, []],
    ["an empty string", "", []],
    ["corrupted JSON", '["a1",', []],
    ["an object", '{"a":1}', []],
    ["a bare string", '"a1"', []],
    ["a valid list", serializeFavorites(["a1", 2]), ["a1", 2]],
    ["duplicates, keeping the first", '["a1", 2, "a1", "2"]', ["a1", 2]],
    ["other value types", '["a1", null, true, {}, [], 3.5, "", "  "]', ["a1", 3.5]],
  ])("reads %s", (_label, raw, expected) => {
    expect(parseFavorites(raw)).toEqual(expected);
  });
});
