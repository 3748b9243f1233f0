import {
  catalogForLoaders,
  countCalls,
  loaderArgs,
  pageRequest,
  trustedProxyContext,
} from "~/test-support/loader-harness";
import { getServices } from "~/services/index.server";
import { loader as rootLoader } from "../root";
import { loader as shellLoader } from "./_site";

// Its own file, so the process-wide cache has never held the store's links or a place: every call below is made.
const catalog = catalogForLoaders();

/** The loaders of one document request as Remix starts them: root first, then the layout, on one load context. */
async function documentRequest(path: string, forwardedFor: string) {
  const request = pageRequest(path, { forwardedFor });
  const context = trustedProxyContext(request);
  const root = rootLoader(loaderArgs(request, {}, context)).catch((error: unknown) => error);
  const shell = shellLoader(loaderArgs(request, {}, context));
  return Promise.all([root, shell]);
}

describe("location resolution at server start (SPEC §4)", () => {
  it("fetches the specialty links first, before the place is looked up, and only once a request", async () => {
    const calls = countCalls(catalog.url);
    try {
      await documentRequest("/", "8.8.8.8");
    } finally {
      calls.restore();
    }
    const specialty = calls.calls.filter((url) => url.includes("/storage/specialty-links.json"));
    expect(specialty).toHaveLength(1);
    expect(calls.calls[0]).toContain("/storage/specialty-links.json");
    // The visitor's place was resolved too (IP geolocation on the home page without a cookie), after it.
    expect(calls.calls.findIndex((url) => url.includes("/geoip/8.8.8.8"))).toBeGreaterThan(0);
  });

  it("fetches them before a vanity path redirects", async () => {
    const asked = vi.spyOn(getServices().content, "getSpecialtyLinks");
    let thrown: unknown = null;
    try {
      await rootLoader(loaderArgs(pageRequest("/jobs"), {}, {}));
    } catch (error) {
      thrown = error;
    }
    const calls = asked.mock.calls.length;
    asked.mockRestore();
    expect(thrown instanceof Response && thrown.status).toBe(301);
    expect(calls).toBe(1);
  });
});
