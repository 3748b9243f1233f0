import { isCorporateOwned, type OwnershipInput } from "./corporate-ownership";
import { COMPANY_OWNED_OWNERS, FIRST_COAST_OWNER } from "./owners";

const [firstCompany, secondCompany] = COMPANY_OWNED_OWNERS;
const franchisee = "Empire Coupons of Manhattan Inc.";

describe("isCorporateOwned", () => {
  it.each<[string, OwnershipInput, boolean]>([
    // The catalog's fixture locations.
    [
      "33701 Saint Petersburg FL in corporate franchise 3477",
      { franchise: { franchiseId: 3477, owner: franchisee }, city: "Saint Petersburg", state: "FL" },
      true,
    ],
    [
      "Orange Park FL owned by the third named owner",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: "Orange Park", state: "FL" },
      true,
    ],
    [
      "Jacksonville FL owned by the third named owner",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: "Jacksonville", state: "FL" },
      false,
    ],
    [
      "Jacksonville Beach FL owned by the third named owner",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: "Jacksonville Beach", state: "FL" },
      false,
    ],
    [
      "Ponte Vedra Beach FL owned by the third named owner",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: "Ponte Vedra Beach", state: "FL" },
      false,
    ],
    ["franchise 3453", { franchise: { franchiseId: 3453, owner: franchisee }, city: "Orlando", state: "FL" }, false],
    [
      "an ordinary franchisee in New York NY",
      { franchise: { franchiseId: 1010, owner: franchisee }, city: "New York", state: "NY" },
      false,
    ],
    ["no franchise at all", { franchise: null, city: "Boise", state: "ID" }, true],
    // Each remaining branch.
    ["an undefined franchise", { franchise: undefined, city: "Boise", state: "ID" }, true],
    ["corporate franchise 3167", { franchise: { franchiseId: 3167, owner: null }, city: "Dallas", state: "TX" }, true],
    ["corporate franchise 3171", { franchise: { franchiseId: 3171, owner: null }, city: "Denver", state: "CO" }, true],
    [
      "a franchise id given as a string",
      { franchise: { franchiseId: "3477", owner: null }, city: "Tampa", state: "FL" },
      true,
    ],
    [
      "the excluded id given as a string",
      { franchise: { franchiseId: " 3453 ", owner: firstCompany }, city: "Tampa", state: "FL" },
      false,
    ],
    [
      "the first company-owned entity",
      { franchise: { franchiseId: 5000, owner: firstCompany }, city: "Austin", state: "TX" },
      true,
    ],
    [
      "the second company-owned entity",
      { franchise: { franchiseId: 5000, owner: secondCompany }, city: "Austin", state: "TX" },
      true,
    ],
    [
      "a company-owned entity in other case and spacing",
      {
        franchise: { franchiseId: 5000, owner: `  ${firstCompany.toUpperCase().replace(" ", "   ")} ` },
        city: "Austin",
        state: "TX",
      },
      true,
    ],
    [
      "the third owner in other case",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER.toLowerCase() }, city: "Orange Park", state: "FL" },
      true,
    ],
    [
      "the third owner in Jacksonville written in capitals",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: " JACKSONVILLE ", state: "fl" },
      false,
    ],
    [
      "the third owner in Jacksonville NC",
      { franchise: { franchiseId: 2001, owner: FIRST_COAST_OWNER }, city: "Jacksonville", state: "NC" },
      true,
    ],
    [
      "Ponte Vedra FL in corporate franchise 3477",
      { franchise: { franchiseId: 3477, owner: null }, city: "Ponte Vedra", state: "FL" },
      false,
    ],
    ["Ponte Vedra Beach with no franchise", { franchise: null, city: "Ponte Vedra Beach", state: "FL" }, false],
    [
      "Ponte Vedra Beach with a company-owned entity",
      { franchise: { franchiseId: 5000, owner: secondCompany }, city: "ponte vedra beach", state: "fl" },
      false,
    ],
    [
      "franchise 3453 with a company-owned owner",
      { franchise: { franchiseId: 3453, owner: firstCompany }, city: "Tampa", state: "FL" },
      false,
    ],
    ["a franchise with no owner", { franchise: { franchiseId: 1010, owner: null }, city: "Miami", state: "FL" }, false],
    [
      "a franchise with an empty owner",
      { franchise: { franchiseId: null, owner: "  " }, city: "Miami", state: "FL" },
      false,
    ],
    [
      "an owner that only contains a company name",
      { franchise: { franchiseId: 1010, owner: `${firstCompany} Franchisee` }, city: "Miami", state: "FL" },
      false,
    ],
  ])("%s → %s", (_label, input, expected) => {
    expect(isCorporateOwned(input)).toBe(expected);
  });
});
