import { randomUUID } from "node:crypto";
import { instantWinOutcome } from "../../catalog/handlers/contests";
import { contestStatus, type ContestEntry } from "~/models/contest";
import { UpstreamError } from "./http.server";
import { browserToken, rejection, contractCatalogForFile } from "./__contract__/harness";

const catalog = contractCatalogForFile();

/** The shared test database outlives a run, so every entry uses an e-mail address of its own. */
const uniqueEmail = () => `entrant-${randomUUID()}@example.com`;

async function entry(overrides: Partial<ContestEntry> = {}): Promise<ContestEntry> {
  return {
    name: "Pat Doe",
    email: uniqueEmail(),
    zip: "33701",
    ageConfirmed: true,
    rulesConsent: true,
    verificationToken: await browserToken(catalog),
    ...overrides,
  };
}

async function openContest(kind: "sweepstakes" | "instantWin") {
  const contests = await catalog.services().contests.getContests();
  const found = contests.find((c) => c.kind === kind && contestStatus(c, new Date()) === "open");
  if (!found) throw new Error(`no open ${kind}`);
  return found;
}

describe("contests against the catalog", () => {
  it("lists current and past contests, the past ones with their winners", async () => {
    const contests = await catalog.services().contests.getContests();
    const now = new Date();
    const past = contests.filter((c) => contestStatus(c, now) === "closed");
    expect(contests.some((c) => contestStatus(c, now) === "open")).toBe(true);
    expect(past.length).toBeGreaterThan(2);
    for (const contest of past) {
      expect(contest.winners.length).toBeGreaterThan(0);
      for (const winner of contest.winners) expect(winner.lastInitial).toMatch(/^[A-Z]$/);
    }
  });

  it("gets one contest with its rules, prize and campaign", async () => {
    const services = catalog.services();
    const hgtv = (await services.contests.getContests()).find((c) => c.campaignSlug === "hgtv");
    const contest = await services.contests.getContest(hgtv?.id ?? "");
    expect(contest).toMatchObject({ kind: "sweepstakes", campaignSlug: "hgtv" });
    expect(contest.officialRules.length).toBeGreaterThan(3);
    const campaign = await services.contentRepository.getCampaign("hgtv");
    expect(campaign.kind === "sweepstakes" && campaign.contest.contestId).toBe(contest.id);
  });

  it("reports an unknown contest with status 404", async () => {
    const contests = catalog.services().contests;
    await expect(rejection(contests.getContest("999999"))).resolves.toMatchObject({ status: 404 });
    await expect(rejection(contests.enterContest("999999", await entry()))).resolves.toMatchObject({ status: 404 });
  });

  it("accepts an entry once per e-mail and day, and reports the second as a duplicate", async () => {
    const contests = catalog.services().contests;
    const contest = await openContest("sweepstakes");
    const sent = await entry();
    const first = await contests.enterContest(contest.id, sent);
    expect(first).toMatchObject({ status: "accepted", outcome: null });
    const again = { ...sent, email: sent.email.toUpperCase(), verificationToken: await browserToken(catalog) };
    await expect(contests.enterContest(contest.id, again)).resolves.toEqual({ status: "duplicate" });
  });

  it("takes one entry per verification token: another entrant with the same token is refused (issue 35)", async () => {
    const contests = catalog.services().contests;
    const contest = await openContest("sweepstakes");
    const first = await entry();
    await expect(contests.enterContest(contest.id, first)).resolves.toMatchObject({ status: "accepted" });
    const reused = await entry({ verificationToken: first.verificationToken });
    await expect(contests.enterContest(contest.id, reused)).resolves.toEqual({ status: "verificationFailed" });
  });

  it("decides instant-win outcomes in the catalog, the same way for the same entrant and day", async () => {
    const contests = catalog.services().contests;
    const contest = await openContest("instantWin");
    const day = new Date().toISOString().slice(0, 10);
    const emails = Array.from({ length: 40 }, uniqueEmail);
    const winner = emails.find((email) => instantWinOutcome(contest.id, email, day) === "won");
    const loser = emails.find((email) => instantWinOutcome(contest.id, email, day) === "lost");
    if (!winner || !loser) throw new Error("forty addresses should give both outcomes");
    await expect(contests.enterContest(contest.id, await entry({ email: winner }))).resolves.toMatchObject({
      status: "accepted",
      outcome: "won",
    });
    await expect(contests.enterContest(contest.id, await entry({ email: loser }))).resolves.toMatchObject({
      status: "accepted",
      outcome: "lost",
    });
  });

  it("returns the upstream's field errors for invalid input", async () => {
    const contest = await openContest("sweepstakes");
    const result = await catalog
      .services()
      .contests.enterContest(contest.id, await entry({ email: "not-an-address", zip: "00000", ageConfirmed: false }));
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") throw new Error("unreachable");
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["ageConfirmed", "email", "zip"]);
  });

  it("accepts an entry without a token (a browser without JavaScript) as unverified, once a day", async () => {
    const contests = catalog.services().contests;
    const contest = await openContest("sweepstakes");
    const sent = await entry({ verificationToken: "" });
    await expect(contests.enterContest(contest.id, sent)).resolves.toMatchObject({ status: "accepted" });
    await expect(contests.enterContest(contest.id, sent)).resolves.toEqual({ status: "duplicate" });
    const stored = (await catalog.getJson(
      `/__test/contest-entries?contest=${contest.id}&email=${encodeURIComponent(sent.email)}`,
    )) as { verified: boolean }[];
    expect(stored.map((row) => row.verified)).toEqual([false]);
  });

  it("reports a token the verification service did not issue", async () => {
    const contest = await openContest("sweepstakes");
    await expect(
      catalog.services().contests.enterContest(contest.id, await entry({ verificationToken: "vv1.forged" })),
    ).resolves.toEqual({
      status: "verificationFailed",
    });
  });

  it("reports an entry to a contest that has ended as closed", async () => {
    const services = catalog.services();
    const ended = (await services.contests.getContests()).find((c) => contestStatus(c, new Date()) === "closed");
    await expect(services.contests.enterContest(ended?.id ?? "", await entry())).resolves.toEqual({ status: "closed" });
  });

  it("reports a wrong credential as a 401 UpstreamError", async () => {
    const error = await rejection(catalog.services({ UPSTREAM_AUTH_TOKEN: "wrong" }).contests.getContests());
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 401, service: "contests" });
  });

  it("reports a malformed entry answer and a server error as UpstreamErrors", async () => {
    const contest = await openContest("sweepstakes");
    const contests = catalog.services().contests;
    await catalog.fault({ path: `/contests/${contest.id}/entries`, status: 201, body: "{not json", times: 1 });
    await expect(rejection(contests.enterContest(contest.id, await entry()))).resolves.toMatchObject({
      kind: "malformed",
    });
    await catalog.fault({ path: `/contests/${contest.id}/entries`, status: 500, times: 1 });
    await expect(rejection(contests.enterContest(contest.id, await entry()))).resolves.toMatchObject({ status: 500 });
  });
});
