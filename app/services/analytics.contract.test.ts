import { quietWarnings, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

describe("analytics against the catalog", () => {
  it("records an event with the body of SPEC §7", async () => {
    const accepted = await catalog.services().analytics.sendAnalyticsEvent({
      event: "offerClick",
      analyticsData: { offerId: "o-contract-1" },
      contentZone: "search",
      requestUrl: "http://localhost:3000/search?term=pizza",
      referringUrl: "http://localhost:3000/",
      pageTitle: "Search",
    });
    expect(accepted).toBe(true);
    const stored = JSON.stringify(await catalog.getJson("/analytics/events?event=offerClick"));
    expect(stored).toContain("o-contract-1");
    expect(stored).toContain("http://localhost:3000/search?term=pizza");
  });

  it("only logs a failure and answers false", async () => {
    const warn = quietWarnings();
    await catalog.fault({ path: "/analytics", status: 500 });
    const accepted = await catalog.services().analytics.sendAnalyticsEvent({
      event: "pageRequest",
      requestUrl: "http://localhost:3000/",
    });
    expect(accepted).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: "pageRequest" }),
      "analytics event not recorded",
    );
    warn.mockRestore();
  });
});
