import { businessPathOf, storeCityOf } from "~/models/local-page";
import { locationSlug } from "~/models/slug";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { log } from "~/services/log.server";
import { catalogForLoaders, SAINT_PETERSBURG, thrown, visitArgs } from "~/test-support/loader-harness";
import { loader as merchantLoader } from "./_site.coupon-codes.$merchantSlug";
import { loader as localLoader } from "./_site.local.$slug._index";
import { loader as segmentLoader } from "./_site.local.$slug.$segment/route";

// A 404 tells crawlers to drop a page and shoppers that it does not exist: only an answer saying so may give one,
// never an upstream that failed, was slow (SPEC §8 "Timeouts only logged", decision 030) or answered empty (SPEC §7
// "empty gives 'We couldn't find the associated BPP'"). Each upstream fault × the pages whose item it looks up. Its
// own file, with a short time-out, so no process-wide cache holds an earlier good answer.
process.env.UPSTREAM_TIMEOUT_MS = "300";
const catalog = catalogForLoaders();
const SLUG = "saint-petersburg-fl";

const FAULTS = {
  "time-out": { delayMs: 1200 },
  "500": { status: 500 },
  "an HTML body": { status: 200, body: "<html><body>Bad gateway</body></html>" },
  "a body of null": { status: 200, body: "null" },
  "an empty object": { status: 200, body: "{}" },
  "an empty list": { status: 200, body: "[]" },
} as const;
type FaultName = keyof typeof FAULTS;

/** The maintenance page is a bodiless 503 (SPEC §4); a page missing its own content names it in a 503's body. */
type Expected = { maintenance: true } | { unavailable: string };

async function answerOf(promise: Promise<unknown>): Promise<{ status: number; body: string }> {
  const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
  try {
    const response = await thrown(promise);
    return { status: response.status, body: await response.text() };
  } finally {
    warn.mockRestore();
  }
}

function expectAnswer(answer: { status: number; body: string }, expected: Expected) {
  expect(answer.status).toBe(503);
  if ("maintenance" in expected) expect(answer.body).toBe("");
  else expect(JSON.parse(answer.body)).toEqual({ unavailable: expected.unavailable });
}

/** Real merchants' slugs, one per fault, since the slug search's good answers are cached for a day. */
async function merchantSlugs(): Promise<string[]> {
  const merchants = (await catalog.getJson("/sdc/merchants-by-category/travel")) as { slug: string }[];
  return merchants.map((merchant) => merchant.slug);
}

describe("a real merchant page whose slug lookup (/sdc/merchant-slug-search) meets a fault is never a 404", () => {
  const merchantCases: [FaultName, Expected][] = [
    // Decision 030: slow is not down and not "no such merchant": the page says its offers cannot be shown, for now.
    ["time-out", { unavailable: UPSTREAM_MESSAGES.merchantOffers }],
    // Decision 010: a failing lookup is SPEC §4's "merchant offers" critical failure.
    ["500", { maintenance: true }],
    ["an HTML body", { maintenance: true }],
    ["a body of null", { maintenance: true }],
    ["an empty object", { maintenance: true }],
    ["an empty list", { maintenance: true }],
  ];

  it.each(merchantCases.map(([fault, expected], index) => [fault, expected, index] as const))(
    "%s",
    async (fault, expected, index) => {
      const slug = (await merchantSlugs())[index]!;
      await catalog.fault({ path: "/sdc/merchant-slug-search", ...FAULTS[fault] });
      expectAnswer(
        await answerOf(merchantLoader(visitArgs(`/coupon-codes/${slug}`, { params: { merchantSlug: slug } }))),
        expected,
      );
    },
  );

  it("and is a 404 only when the lookup answers that no merchant has the slug", async () => {
    const slug = "no-such-merchant-anywhere";
    const answer = await answerOf(
      merchantLoader(visitArgs(`/coupon-codes/${slug}`, { params: { merchantSlug: slug } })),
    );
    expect(answer.status).toBe(404);
  });
});

describe("a real business page whose profile (/business-profile) meets a fault is never a 404", () => {
  async function businessSegment() {
    const { listings } = await catalog.services().listings.getLocalListings(SAINT_PETERSBURG.coords);
    const listing = listings.find((candidate) => {
      const city = storeCityOf(candidate.location);
      return city !== null && locationSlug(city.city, city.state) === SLUG;
    });
    if (!listing) throw new Error("no storefront in Saint Petersburg");
    return businessPathOf(SLUG, listing).split("/").pop()!;
  }
  const loadBusiness = (segment: string) =>
    segmentLoader(visitArgs(`/local/${SLUG}/${segment}`, { params: { slug: SLUG, segment } }));

  // SPEC §7 / §8: every one of them says 'We couldn't find the associated BPP' in the shell (503, never stored).
  it.each(Object.keys(FAULTS) as FaultName[])("%s", async (fault) => {
    const segment = await businessSegment();
    await catalog.fault({ path: "/business-profile/", ...FAULTS[fault] });
    expectAnswer(await answerOf(loadBusiness(segment)), { unavailable: UPSTREAM_MESSAGES.businessProfile });
  });

  it("and is a 404 only when the profile upstream does not know the id", async () => {
    expect((await answerOf(loadBusiness("nobody-999999999"))).status).toBe(404);
  });
});

describe("a page of a place's listings past the last one the feeds answered", () => {
  const loadPage = (page: number) =>
    localLoader(visitArgs(`/local/${SLUG}?page=${page}`, { params: { slug: SLUG }, location: SAINT_PETERSBURG }));

  // A 404 from the feed is SPEC §4's critical failure (the maintenance page), tested in _site.critical-failures.
  it.each(["time-out", "500", "an HTML body"] as const)(
    "is no 404 while the coupon feed answers %s: no one can tell it is past the last",
    async (fault) => {
      await catalog.fault({ path: "/coupon-feed/", ...FAULTS[fault] });
      expectAnswer(await answerOf(loadPage(40)), { unavailable: UPSTREAM_MESSAGES.localOffers });
    },
  );

  it("is a 404 once both feeds answered", async () => {
    expect((await answerOf(loadPage(40))).status).toBe(404);
  });
});
