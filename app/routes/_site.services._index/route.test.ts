import { answerNotes } from "~/http/answer-notes.server";
import { bodyOf, catalogForLoaders, inRequest, visitArgs } from "~/test-support/loader-harness";
import type { ServicesData } from "./services.server";
import { loader } from "./route";

// A file of its own: the categories are kept once answered, and this one asks before any other test has.
const catalog = catalogForLoaders();

describe("the services directory", () => {
  it("is shared only briefly while the feed answers no category (most often a quiet failure)", async () => {
    await catalog.fault({ path: "/coupon-feed/service-categories", status: 200, body: "[]", times: 1 });
    const args = visitArgs("/services");
    expect((bodyOf(await inRequest(args, loader)) as ServicesData).categories).toEqual([]);
    expect(answerNotes(args.context).brief).toBe(true);
  });
});
