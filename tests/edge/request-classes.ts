// Classes of request targets that the edge and the site's router could read two ways (DESIGN §6a, "one door, read
// once"). Each class names the finding that showed it and at least three spellings of our own; the edge and a plain
// site instance must refuse every one of them with the same status, and keep nothing of it for anyone else.
// Used by tests/edge/one-door.test.ts (through nginx and straight at an instance) and by the site guard's
// unit test (tests/unit/server-guard.test.ts).

export type TargetClass = { name: string; finding: string; status: 400 | 414; targets: string[] };

const LONG = (n: number) => "x".repeat(n);

export const NON_CANONICAL_TARGETS: TargetClass[] = [
  {
    name: "a backslash in the path, raw or encoded",
    finding: "POST /api/analytics/..\\location reached /api/location past the form limit",
    status: 400,
    targets: [
      "/api/analytics/..\\location",
      "/api/analytics/..\\..\\hgtv",
      "/local\\tampa-fl",
      "/coupon-codes\\",
      "/\\evil.example/",
      "/api/analytics/%5C..%5Clocation",
      "/api/analytics/..%5clocation",
    ],
  },
  {
    name: "a dot segment",
    finding: "dot segments resolved by the router under an exempt prefix",
    status: 400,
    targets: [
      "/api/analytics/../location",
      "/local/./tampa-fl",
      "/coupon-codes/..",
      "/api/analytics/x/../../hgtv",
      "/newsroom/.?x=1",
      "/..",
    ],
  },
  {
    name: "an encoded slash or dot",
    finding: "POST /api/analytics/%2e%2e/location",
    status: 400,
    targets: [
      "/api/analytics/%2e%2e/location",
      "/api/analytics/.%2E/location",
      "/api%2Flocation",
      "/local%2ftampa-fl",
      "/api/analytics/%2E./hgtv",
    ],
  },
  {
    name: "another encoded unreserved character",
    finding: "?%5Fdata=root passed the guard's _data check and cached an empty 200",
    status: 400,
    targets: [
      "/?%5Fdata=root",
      "/?_%64ata=root",
      "/coupon-codes?%5fdata=routes%2Froot",
      "/%6Cocal/tampa-fl",
      "/local/tampa%2Dfl",
      "/search?%74erm=pizza",
      "/blog%7E",
    ],
  },
  {
    name: "an encoded NUL",
    finding: "a byte nothing should route on",
    status: 400,
    targets: ["/local/tampa-fl%00", "/?q=%00", "/search?term=pizza%00.html", "/api/analytics/pageView%00"],
  },
  {
    name: "a raw fragment mark",
    finding: "GET /deals#a1, #a2 … each stored a page of its own at the edge, which the site read as /deals",
    status: 400,
    targets: ["/deals#a1", "/#", "/local/tampa-fl?page=2#top", "/search?term=a#b", "/api/analytics/pageView#x"],
  },
  {
    name: "a query over the stated length",
    finding:
      "GET /legoland/?q= + 5,000 characters: a 5 KB Location header marked the instance down (502s for everyone)",
    status: 414,
    targets: [
      `/legoland/?q=${LONG(5000)}`,
      `/coupon-codes/?${LONG(2049)}`,
      `/search?term=${LONG(2100)}`,
      `/local/tampa-fl?page=1&x=${"%C3%A9".repeat(400)}`,
    ],
  },
];

/**
 * Paths with an empty segment, which nginx would merge (`//api/location` → `/api/location`) and the router does not:
 * the edge is told not to merge, so both read the path as written, and both answer the site's 404.
 */
export const EMPTY_SEGMENT_TARGETS = [
  "//",
  "///",
  "//local",
  "//local/tampa-fl",
  "/local//tampa-fl",
  "//api/location",
  "/api/analytics//location",
  "//coupon-codes",
];

/** Targets of the same shapes that are canonical: every one is served as usual. */
export const CANONICAL_TARGETS = [
  "/search?term=24%2F7",
  "/search?term=a%5Cb",
  "/search?term=caf%C3%A9",
  "/search?term=%7E",
  "/search?term=%23",
  "/local/tampa-fl?page=2",
  `/search?term=${LONG(1500)}`,
  "/coupon-codes",
];
