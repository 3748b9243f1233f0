import {
  ANALYTICS_EVENTS,
  analyticsPath,
  buildAnalyticsBody,
  COUPON_CLIP_TAG_EVENT,
  hasContentZone,
  isAnalyticsEventName,
} from "./analytics-events";

describe("analytics event names", () => {
  it("covers every event of SPEC §7 once, and issue 30's couponSaved", () => {
    expect([...ANALYTICS_EVENTS].sort()).toEqual(
      [
        "bppLoaded",
        "bppLocationLoaded",
        "clickCallNow",
        "clickFavorite",
        "clickLink",
        "clickPrintOffer",
        "couponSaved",
        "favoritesLoaded",
        "navigateToBpp",
        "offerClick",
        "pageRequest",
        "searchDropdownLoaded",
        "showDetails",
      ].sort(),
    );
    expect(COUPON_CLIP_TAG_EVENT).toBe("coupon_clip");
  });

  it.each([
    ["pageRequest", true],
    ["clickPrintOffer", true],
    ["couponSaved", true],
    ["coupon_clip", false],
    ["requestEnvelope", false],
    ["removeAddress", false],
    ["../admin", false],
    ["PageRequest", false],
    ["toString", false],
    [42, false],
    [null, false],
  ])("accepts %j as an event name: %s", (value, expected) => {
    expect(isAnalyticsEventName(value)).toBe(expected);
  });

  it.each([
    ["offerClick", true],
    ["bppLoaded", true],
    ["pageRequest", false],
    ["favoritesLoaded", false],
  ] as const)("knows whether %s carries a content zone: %s", (event, expected) => {
    expect(hasContentZone(event)).toBe(expected);
  });

  it("posts each event under /analytics/{eventName}", () => {
    expect(analyticsPath("clickCallNow")).toBe("/analytics/clickCallNow");
  });
});

describe("buildAnalyticsBody", () => {
  const page = {
    requestUrl: "https://www.valuvo.com/local/saint-petersburg-fl",
    referringUrl: "https://www.google.com/",
    pageTitle: "Local Coupons in Saint Petersburg, FL",
  };

  it("builds the body the analytics service expects", () => {
    expect(buildAnalyticsBody({ event: "pageRequest", ...page })).toEqual({
      event: "pageRequest",
      analyticsData: {},
      ...page,
    });
  });

  it("adds the content zone to events that carry one", () => {
    const body = buildAnalyticsBody({
      event: "offerClick",
      analyticsData: { offerId: "o1" },
      contentZone: "local-grid",
      ...page,
    });
    expect(body.analyticsData).toEqual({ offerId: "o1", contentZone: "local-grid" });
  });

  it("leaves the content zone out of events that do not carry one", () => {
    const body = buildAnalyticsBody({ event: "favoritesLoaded", contentZone: "header", ...page });
    expect(body.analyticsData).toEqual({});
  });

  it("sends empty strings for a missing referrer and title", () => {
    const body = buildAnalyticsBody({ event: "clickLink", requestUrl: "https://www.valuvo.com/", referringUrl: null });
    expect([body.referringUrl, body.pageTitle]).toEqual(["", ""]);
  });

  it("bounds oversized input instead of forwarding it", () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`k${index}`, index]));
    const body = buildAnalyticsBody({
      event: "showDetails",
      analyticsData: { ...many, text: "x".repeat(10_000), ratio: Number.POSITIVE_INFINITY },
      requestUrl: `https://www.valuvo.com/${"a".repeat(5000)}`,
      pageTitle: "t".repeat(1000),
    });
    expect(Object.keys(body.analyticsData)).toHaveLength(50);
    expect(body.requestUrl.length).toBe(2048);
    expect(body.pageTitle.length).toBe(300);
    const bounded = buildAnalyticsBody({
      event: "showDetails",
      analyticsData: { text: "x".repeat(10_000), ratio: Number.NaN },
      ...page,
    });
    expect(bounded.analyticsData).toEqual({ text: "x".repeat(500), ratio: null });
  });

  it("does not change the data it was given", () => {
    const analyticsData = { offerId: "o1" };
    buildAnalyticsBody({ event: "offerClick", analyticsData, contentZone: "grid", ...page });
    expect(analyticsData).toEqual({ offerId: "o1" });
  });
});
