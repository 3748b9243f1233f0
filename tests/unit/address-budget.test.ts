// The instances' budget of renders per visitor address (docs/decisions/044): a flood of uncached pages from one
// address is refused past its burst and rate, every other address and every cheap answer go on.
import { addressBudget, addressBudgetFromEnv } from "../../server/address-budget.mjs";

type Outcome = { status: number; passed: boolean };

function ask(budget: ReturnType<typeof addressBudget>, ip: string, url: string, method = "GET"): Outcome {
  const outcome: Outcome = { status: 200, passed: false };
  const res = {
    status(code: number) {
      outcome.status = code;
      return res;
    },
    set: () => res,
    send: () => res,
  };
  budget({ ip, url, method } as never, res as never, () => {
    outcome.passed = true;
  });
  return outcome;
}

describe("addressBudget", () => {
  it("lets an address render its burst, then its rate, and refuses the rest privately", () => {
    let clock = 0;
    const budget = addressBudget({ rate: 10, burst: 100, now: () => clock });
    const flood = (count: number) =>
      Array.from({ length: count }, (_, i) => ask(budget, "198.51.100.7", `/coupon-codes?flood=${i}`));
    expect(flood(150).filter((o) => o.passed)).toHaveLength(100);
    clock += 2_000;
    const later = flood(50);
    expect(later.filter((o) => o.passed)).toHaveLength(20);
    expect(later.filter((o) => !o.passed).every((o) => o.status === 429)).toBe(true);
    // Another address, and the same address's cheap answers, go on.
    expect(ask(budget, "198.51.100.8", "/coupon-codes").passed).toBe(true);
    for (const cheap of ["/api/visitor-place", "/build/entry.client-X.js", "/favicon.ico", "/sitemap.xml"])
      expect(ask(budget, "198.51.100.7", cheap).passed, cheap).toBe(true);
    expect(ask(budget, "198.51.100.7", "/api/location", "POST").passed).toBe(true);
  });

  it("forgets idle addresses instead of growing without end", () => {
    let clock = 0;
    const budget = addressBudget({ rate: 10, burst: 2, maxAddresses: 3, now: () => clock });
    for (let i = 0; i < 10; i++) expect(ask(budget, `203.0.113.${i}`, "/deals").passed).toBe(true);
    clock += 1_000;
    expect(ask(budget, "203.0.113.0", "/deals").passed).toBe(true);
  });

  it("is off unless the environment asks for it", () => {
    expect(addressBudgetFromEnv({})).toBeNull();
    expect(addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "0" })).toBeNull();
    expect(addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "10" })).toBeTypeOf("function");
    expect(() => addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "ten" })).toThrow(/SITE_ADDRESS_RENDERS_PER_S/);
  });
});
