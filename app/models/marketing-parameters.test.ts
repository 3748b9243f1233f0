import { MARKETING_PARAMETER_NAME, withoutMarketingParameters } from "../../server/request-target.mjs";
import { MARKETING_PARAMETER, searchWithoutMarketingParameters } from "./marketing-parameters";

describe("searchWithoutMarketingParameters", () => {
  it("drops every campaign parameter in any order and case, keeping the rest as sent", () => {
    expect(searchWithoutMarketingParameters("?utm_source=x&page=2&GCLID=1&offer=a%20b")).toBe("?page=2&offer=a%20b");
    expect(searchWithoutMarketingParameters("?fbclid=1&utm_medium=email")).toBe("");
    expect(searchWithoutMarketingParameters("?term=utm_source")).toBeNull();
    expect(searchWithoutMarketingParameters("")).toBeNull();
  });

  it("names the parameters the site's guard and the edge leave out of a page", () => {
    expect(MARKETING_PARAMETER.source).toBe(`^(?:${MARKETING_PARAMETER_NAME})$`);
    for (const search of ["?utm_id=1&a=b", "?a=b&_gl=1&srsltid=2", "?utm_source"])
      expect(searchWithoutMarketingParameters(search)).toBe(
        withoutMarketingParameters(`/p${search}`)?.slice(2) ?? null,
      );
  });
});
