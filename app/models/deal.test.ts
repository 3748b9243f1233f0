import { dealActionLabel, dealsMatchingKeywords, dealUntilText, type Deal } from "./deal";

function deal(id: string, name: string, valueDescription: string, categoryNames: string[] = []): Deal {
  return {
    id,
    slug: id,
    valueDescription,
    description: "",
    fullValue: 10,
    offerPrice: 5,
    priceDropPrice: null,
    discount: "50% OFF",
    urgency: null,
    popularity: null,
    finePrint: "",
    printableCertificate: false,
    categoryNames,
    validThrough: "2028-03-30",
    distance: 1,
    closestLocation: null,
    business: { id: `b${id}`, name, description: "", logoUrl: "", slug: name.toLowerCase() },
    location: null,
    imageUrl: null,
  };
}

const deals = [
  deal("1", "Tony's Pizza", "$20 of pizza for $10", ["Restaurants"]),
  deal("2", "Shine Car Wash", "Two full washes"),
  deal("3", "Pizza Planet", "Family meal", ["Family Fun"]),
];

describe("dealsMatchingKeywords", () => {
  it.each([
    ["pizza", ["1", "3"]],
    ["PIZZA family", ["3"]],
    ["car wash", ["2"]],
    ["restaurants", ["1"]],
    ["sushi", []],
    ["   ", []],
  ])("finds %j in %j", (term, ids) => {
    expect(dealsMatchingKeywords(deals, term).map((d) => d.id)).toEqual(ids);
  });
});

describe("dealActionLabel", () => {
  it.each([
    { printableCertificate: true, label: "Print this Deal" },
    { printableCertificate: false, label: "Shop Now" },
  ])(
    "a deal whose certificate is printable=$printableCertificate offers '$label'",
    ({ printableCertificate, label }) => {
      expect(dealActionLabel({ printableCertificate })).toBe(label);
    },
  );
});

describe("dealUntilText", () => {
  it.each([
    ["2028-03-30", "Buy by Mar 30, 2028"],
    ["2027-12-01T00:00:00Z", "Buy by Dec 1, 2027"],
    ["2028-02-30", null],
    ["soon", null],
    ["", null],
    [null, null],
  ])("says until when %j can be had: %j", (validThrough, text) => {
    expect(dealUntilText(validThrough)).toBe(text);
  });
});
