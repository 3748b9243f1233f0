import fc from "fast-check";
import { answerNotes } from "~/http/answer-notes.server";
import { getServices } from "~/services/index.server";
import { catalogForLoaders, SAINT_PETERSBURG, visitArgs } from "~/test-support/loader-harness";
import { loadSiteOffer } from "./site-offer.server";

catalogForLoaders();

async function open(search: string, location = SAINT_PETERSBURG) {
  const args = visitArgs(`/about-valuvo${search}`, { location });
  const offer = await loadSiteOffer(args.request, args.context);
  return { offer, private: answerNotes(args.context).private };
}

describe("the offer dialog of a page that lists no offers (`/about-valuvo?offer=`)", () => {
  it("opens an offer of the visitor's place, on a page shared caches may keep", async () => {
    const { listings } = await getServices().listings.getLocalListings(SAINT_PETERSBURG.coords);
    const offerId = listings[0]!.offers[0]!.offerId;
    const answer = await open(`?offer=${offerId}`);
    expect(answer.offer?.offer).toMatchObject({ offer: { offerId } });
    expect(answer.private).toBe(false);
  });

  it("keeps a page whose offer or deal id opens nothing from shared caches, whatever id is made up", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("offer", "deal"), fc.stringMatching(/^[a-z0-9]{1,12}$/), async (name, id) => {
        const answer = await open(`?${name}=x${id}`);
        expect(answer.offer?.offer ?? answer.offer?.deal ?? null).toBeNull();
        expect(answer.private).toBe(true);
      }),
      { numRuns: 6 },
    );
  });
});
