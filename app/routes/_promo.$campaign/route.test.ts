import { storeId } from "~/models/local-page";
import { campaignPhase } from "~/models/campaign";
import type { EntryFormState } from "~/models/contest-entry";
import { ENTRY_MESSAGES } from "~/models/contest-entry";
import { actionArgs, answerOf, entryFields, formPost, storedEntries, uniqueEmail } from "~/test-support/entry-harness";
import { browserToken } from "~/services/__contract__/harness";
import { answerNotes } from "~/http/answer-notes.server";
import {
  SAINT_PETERSBURG,
  SARASOTA,
  catalogForLoaders,
  inRequest,
  thrown,
  visitArgs,
} from "~/test-support/loader-harness";
import { action, loader } from "./route";

const catalog = catalogForLoaders();

const load = (slug: string, location = SAINT_PETERSBURG) =>
  loader(visitArgs(`/${slug}`, { params: { campaign: slug }, location }));
const post = (slug: string, fields: Record<string, string>) =>
  action(actionArgs(formPost(`/${slug}`, fields), { campaign: slug }));

describe("the campaign page's loader", () => {
  it("serves every campaign of the content repository, each with its kind's data", async () => {
    const campaigns = await catalog.services().contentRepository.getCampaigns();
    expect(campaigns.length).toBeGreaterThan(30);
    for (const campaign of campaigns) {
      const page = await loader(visitArgs(`/${campaign.slug}`, { params: { campaign: campaign.slug } }));
      expect(page.campaign.slug).toBe(campaign.slug);
      expect(page.contest !== null, campaign.slug).toBe(
        campaign.kind === "sweepstakes" || campaign.kind === "instantWin",
      );
      expect(page.verificationScriptUrl !== null, campaign.slug).toBe(page.contest !== null);
    }
  });

  it.each(["not-a-campaign", "Pizza", "PIZZA", "pizza%2F", "<script>"])("answers 404 for the slug %s", async (slug) => {
    expect((await thrown(load(slug))).status).toBe(404);
  });

  it("says when a campaign has ended and points to the campaigns running now", async () => {
    const page = await load("usfl");
    expect(page.phase).toBe("ended");
    expect(page.currentCampaigns.length).toBeGreaterThan(3);
    expect(page.currentCampaigns.every((link) => link.slug !== "usfl")).toBe(true);
    expect(page.contest?.ok && page.contest.data.winners.length).toBeGreaterThan(0);
    expect((await load("tennis")).phase).toBe("upcoming");
  });

  it("lists an attraction's locations nearest the visitor with distances, its ticket offers and local coupons", async () => {
    const page = await load("legoland");
    expect(page.attractions[0]).toMatchObject({ name: "LEGOLAND Florida Resort" });
    expect(page.attractions[0]?.distance).toBeGreaterThan(0);
    const distances = page.attractions.map((location) => location.distance ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.couponCodes.ok && page.couponCodes.data.length).toBeGreaterThan(0);
    expect(page.listings.length).toBeGreaterThan(0);
  });

  it("gathers a promotion's local coupons in its categories near the visitor", async () => {
    const page = await load("home-improvement");
    expect(page.listings.length).toBeGreaterThan(2);
    const coords = SAINT_PETERSBURG.coords;
    const services = catalog.services().listings;
    const upstream = [
      ...(await services.getLocalListings(coords)).listings,
      ...(await services.getServiceListings(coords)).listings,
    ];
    // A business at a store names one listing.
    const id = (listing: {
      businessProfileId: number;
      location: { id: number } | null;
      service: { id: number } | null;
    }) => `${listing.businessProfileId}@${storeId(listing)}`;
    const categoryOf = new Map(upstream.map((listing) => [id(listing), listing.categoryId]));
    expect(page.listings.every((listing) => [104, 109].includes(categoryOf.get(id(listing)) ?? 0))).toBe(true);
  });

  it("is shared only briefly while the coupon feed answers nothing near the place (most often a quiet failure)", async () => {
    // A place no other test of this file asks for: each place's lists are kept once answered.
    const desMoines = { city: "Des Moines", state: "IA", zip: "50309", coords: { lat: 41.5887, lng: -93.6212 } };
    await catalog.fault({ path: "/coupon-feed/", status: 200, body: "[]" });
    const args = visitArgs("/pizza", { params: { campaign: "pizza" }, location: desMoines });
    expect((await inRequest(args, loader)).listings).toEqual([]);
    expect(answerNotes(args.context).brief).toBe(true);
  });

  it("shows Clipp deals only in a corporate-owned territory", async () => {
    const corporate = await load("pizza", SAINT_PETERSBURG);
    expect(
      corporate.deals?.ok && corporate.deals.data.every((deal) => deal.categoryNames.includes("Restaurants")),
    ).toBe(true);
    expect((await load("pizza", SARASOTA)).deals).toBeNull();
  });
});

describe("the campaign page's entry action", () => {
  const contestOf = async (slug: string) => {
    const campaign = await catalog.services().contentRepository.getCampaign(slug);
    if (campaign.kind !== "sweepstakes" && campaign.kind !== "instantWin") throw new Error(`${slug} is no contest`);
    expect(campaignPhase(campaign, new Date())).toBe("active");
    return campaign.contest.contestId;
  };

  it("sends a verified entry to the upstream once; a second the same day is a duplicate", async () => {
    const email = uniqueEmail();
    const token = await browserToken(catalog);
    const first = answerOf<EntryFormState>(await post("hgtv", entryFields(email, token)));
    expect(first).toMatchObject({ status: 200, body: { status: "accepted", outcome: null } });
    const second = answerOf<EntryFormState>(
      await post("hgtv", entryFields(email.toUpperCase(), await browserToken(catalog))),
    );
    expect(second).toMatchObject({
      status: 409,
      body: { status: "duplicate", values: { email: email.toUpperCase() } },
    });
    expect(await storedEntries(catalog, await contestOf("hgtv"), email)).toEqual([
      expect.objectContaining({ verified: true }),
    ]);
  });

  it("refuses a second entry with a verification token already used, with the verification message (issue 35)", async () => {
    const token = await browserToken(catalog);
    const first = uniqueEmail();
    expect(answerOf<EntryFormState>(await post("hgtv", entryFields(first, token)))).toMatchObject({
      status: 200,
      body: { status: "accepted" },
    });
    const second = uniqueEmail();
    const answer = answerOf<EntryFormState>(await post("hgtv", entryFields(second, token)));
    expect(answer).toMatchObject({
      status: 422,
      body: { status: "verificationFailed", message: ENTRY_MESSAGES.verificationFailed, values: { email: second } },
    });
    expect(await storedEntries(catalog, await contestOf("hgtv"), second)).toEqual([]);
  });

  it("refuses an entry without a verification token before the upstream hears of it (SPEC §7)", async () => {
    const email = uniqueEmail();
    const answer = answerOf<EntryFormState>(await post("hgtv", entryFields(email)));
    expect(answer).toMatchObject({
      status: 422,
      body: { status: "verificationFailed", message: ENTRY_MESSAGES.verificationRequired, values: { email } },
    });
    expect(await storedEntries(catalog, await contestOf("hgtv"), email)).toEqual([]);
  });

  it("reveals an instant win's outcome at once", async () => {
    const answer = answerOf<EntryFormState>(
      await post("instantwin", entryFields(uniqueEmail(), await browserToken(catalog))),
    );
    if (answer.body.status !== "accepted") throw new Error(`expected an accepted entry, got ${answer.body.status}`);
    expect(["won", "lost"]).toContain(answer.body.outcome);
  });

  it("answers invalid fields with messages and the values, without asking the upstream", async () => {
    const email = "not-an-address";
    const answer = answerOf<EntryFormState>(await post("hgtv", { ...entryFields(email), zip: "12", rulesConsent: "" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: "invalid", values: { email, zip: "12" } });
    expect(answer.body.status === "invalid" && Object.keys(answer.body.fieldErrors).sort()).toEqual(["email", "zip"]);
  });

  it("keeps the values with a message when the upstream fails", async () => {
    const contestId = await contestOf("fox");
    await catalog.fault({ path: `/contests/${contestId}/entries`, status: 500, times: 1 });
    const email = uniqueEmail();
    const answer = answerOf<EntryFormState>(await post("fox", entryFields(email, await browserToken(catalog))));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: "failed",
      values: { name: "Pat Doe", email, zip: "33701", ageConfirmed: true, rulesConsent: true },
    });
    expect(await storedEntries(catalog, contestId, email)).toEqual([]);
  });

  it("refuses a forged token and takes no post for a campaign without a contest", async () => {
    const answer = answerOf<EntryFormState>(
      await post("hgtv", { ...entryFields(uniqueEmail()), verificationToken: "vv1.forged" }),
    );
    expect(answer).toMatchObject({ status: 422, body: { status: "verificationFailed" } });
    expect((await thrown(post("pizza", entryFields(uniqueEmail())))).status).toBe(405);
    expect((await thrown(post("not-a-campaign", entryFields(uniqueEmail())))).status).toBe(404);
  });
});
