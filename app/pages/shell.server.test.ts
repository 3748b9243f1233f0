import fc from "fast-check";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { applyCachePolicy } from "~/http/cache-policy.server";
import { getServices } from "~/services/index.server";
import { bodyOf, catalogForLoaders, inRequest, SAINT_PETERSBURG, visitArgs } from "~/test-support/loader-harness";
import { shellLoader, shellWithCouponOfferLoader } from "./shell.server";

catalogForLoaders();

/** The page's status and the Cache-Control the central policy gives it, as `handleRequest` would set it. */
async function answer(path: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>) {
  const args = visitArgs(path, { location: SAINT_PETERSBURG });
  const loaded = await inRequest(args, loader);
  const status = (loaded as { init?: { status?: number } }).init?.status ?? 200;
  const headers = new Headers();
  applyCachePolicy(args.request, status, headers, args.context);
  return { status, cacheControl: headers.get("Cache-Control"), body: bodyOf(loaded) as Record<string, unknown> };
}

describe("the coupon-code dialog of the default and promotions shells (`?cpncode=`)", () => {
  it("opens a real component id on a page shared caches may keep", async () => {
    const [offer] = await getServices().couponCodes.getTopOffers();
    const page = await answer(`/about-valuvo?cpncode=${offer!.componentUID}`, shellWithCouponOfferLoader);
    expect(page.body.couponOffer).toMatchObject({ selection: { ok: true } });
    expect(page.status).toBe(200);
    expect(page.cacheControl).toMatch(/^public, /);
  });

  it("answers an id that opens no offer (any made up, well formed or not) privately, not a shared entry per id", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.stringMatching(/^[a-z0-9_]{1,20}$/).map((id) => `sdc_toys-games_1_3${id}`),
          fc.stringMatching(/^[a-z0-9]{1,12}$/).map((id) => `x${id}.y`),
        ),
        async (id) => {
          const page = await answer(`/about-valuvo?cpncode=${id}`, shellWithCouponOfferLoader);
          expect(page.body.couponOffer ?? null).not.toMatchObject({ selection: { ok: true } });
          expect(page.status).toBe(200);
          expect(page.cacheControl).toBe("private, no-store");
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe("the shells without dialogs (newsroom, careers, franchise)", () => {
  it("answer a page whose URL names a dialog's id privately: there it opens nothing", async () => {
    expect((await answer("/newsroom", shellLoader)).cacheControl).toMatch(/^public, /);
    for (const name of ["offer", "deal", "cpncode"]) {
      expect((await answer(`/newsroom?${name}=edge-test-1`, shellLoader)).cacheControl, name).toBe("private, no-store");
    }
  });
});
