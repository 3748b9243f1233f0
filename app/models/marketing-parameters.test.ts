import { PAGE_PARAMETER_NAMES, withoutMarketingParameters } from "../../server/request-target.mjs";
import { MARKETING_PARAMETER, searchWithoutMarketingParameters } from "./marketing-parameters.mjs";

describe("searchWithoutMarketingParameters", () => {
  it("drops every campaign parameter in any order and case, keeping the rest as sent", () => {
    expect(searchWithoutMarketingParameters("?utm_source=x&page=2&GCLID=1&offer=a%20b")).toBe("?page=2&offer=a%20b");
    expect(searchWithoutMarketingParameters("?fbclid=1&utm_medium=email")).toBe("");
    expect(searchWithoutMarketingParameters("?term=utm_source")).toBeNull();
    expect(searchWithoutMarketingParameters("")).toBeNull();
  });

  it("knows the families ad platforms keep adding to, and never a parameter a page reads", () => {
    for (const name of [
      "gad_source",
      "gad_campaignid",
      "hsa_acc",
      "ttclid",
      "irclickid",
      "msclkid",
      "epik",
      "rdt_cid",
      "ScCid",
      "_branch_match_id",
    ])
      expect(MARKETING_PARAMETER.test(name), name).toBe(true);
    for (const name of PAGE_PARAMETER_NAMES) expect(MARKETING_PARAMETER.test(name), name).toBe(false);
  });

  it("names a parameter only by its whole name", () => {
    expect(MARKETING_PARAMETER.test("utm_campaign")).toBe(true);
    expect(MARKETING_PARAMETER.test("xutm_campaign")).toBe(false);
    expect(MARKETING_PARAMETER.test("gclid2")).toBe(false);
  });

  it("is what the site's guard drops from a whole target, path and all", () => {
    for (const search of ["?utm_id=1&a=b", "?a=b&_gl=1&srsltid=2", "?utm_source", "?a=1", "?"])
      expect(withoutMarketingParameters(`/p${search}`)).toBe(
        ((rest) => (rest === null ? null : `/p${rest}`))(searchWithoutMarketingParameters(search)),
      );
    expect(withoutMarketingParameters("/p")).toBeNull();
  });
});
