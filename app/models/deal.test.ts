import { dealActionLabel, dealsMatchingKeywords, type Deal } from "./deal";

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
