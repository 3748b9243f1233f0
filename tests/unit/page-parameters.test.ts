// The parameters the edge keeps pages for (server/request-target.mjs PAGE_PARAMETER_NAMES) are the ones the app
// reads: a name the app spells and the list lacks would make its pages uncached, a name the list holds is one a
// page reads. And the check itself reads a query's names as URLSearchParams does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROUTES_PARAMETER } from "~/framework/remix-private.mjs";
import { DEAL_CATEGORY_PARAM, DEAL_SORT_PARAM } from "~/models/deal-list";
import { URL_PARAM } from "~/models/url-state";
import { PAGE_PARAMETER_NAMES, hasUnknownParameter } from "../../server/request-target.mjs";

describe("the parameters pages read", () => {
  it("hold every name the app's URL state, listings and Remix's data requests spell", () => {
    for (const name of [...Object.values(URL_PARAM), DEAL_CATEGORY_PARAM, DEAL_SORT_PARAM, ROUTES_PARAMETER, "index"])
      expect(PAGE_PARAMETER_NAMES).toContain(name);
  });

  it("tell a query of known names from one naming any other, as URLSearchParams reads it (generated queries)", () => {
    const known = fc.constantFrom(...PAGE_PARAMETER_NAMES);
    const other = fc.string({ minLength: 1, maxLength: 8 }).filter((n) => !/[&=#%+]/.test(n));
    const value = fc.string({ maxLength: 8 }).filter((v) => !/[&#%+]/.test(v));
    const pair = fc.tuple(fc.oneof(known, other), fc.option(value));
    fc.assert(
      fc.property(
        fc.array(pair, { maxLength: 6 }),
        fc.constantFrom("/coupon-codes", "/local/tampa-fl.data"),
        (pairs, path) => {
          const query = pairs.map(([name, v]) => (v === null ? name : `${name}=${v}`)).join("&");
          const target = query === "" ? path : `${path}?${query}`;
          const names = [...new URLSearchParams(query).keys()].filter((n) => n !== "");
          const unknown = names.some((n) => !PAGE_PARAMETER_NAMES.includes(n));
          expect(hasUnknownParameter(target), target).toBe(unknown);
        },
      ),
      { seed: 440_049, numRuns: 2000 },
    );
    expect(hasUnknownParameter("/coupon-codes?page=2&&sort=newest&")).toBe(false);
    expect(hasUnknownParameter("/coupon-codes?Page=2")).toBe(true);
    expect(hasUnknownParameter("/coupon-codes?pages=2")).toBe(true);
  });
});
