import { contestStatus, type Contest } from "~/models/contest";
import type { ContestPageData } from "~/models/contest-pages";
import { ENTRY_MESSAGES, type EntryFormState } from "~/models/contest-entry";
import { actionArgs, answerOf, entryFields, formPost, storedEntries, uniqueEmail } from "~/test-support/entry-harness";
import { browserToken } from "~/services/__contract__/harness";
import { bodyOf, catalogForLoaders, thrown, visitArgs } from "~/test-support/loader-harness";
import { action, loader } from "./route";

const catalog = catalogForLoaders();
let contests: Contest[];
beforeAll(async () => {
  contests = await catalog.services().contests.getContests();
});

const load = async (id: string) =>
  bodyOf(await loader(visitArgs(`/coupons/showcontest/${id}`, { params: { id } }))) as ContestPageData;
const withStatus = (status: "open" | "closed") => {
  const found = contests.find(
    (contest) => contest.kind === "sweepstakes" && contestStatus(contest, new Date()) === status,
  );
  if (!found) throw new Error(`no ${status} sweepstakes`);
  return found;
};

describe("one contest's page", () => {
  it("shows an open contest with its rules and where its entry form loads the verification script", async () => {
    const page = await load(withStatus("open").id);
    if (!page.ok) throw new Error(page.message);
    expect(page.status).toBe("open");
    expect(page.contest.officialRules.length).toBeGreaterThan(3);
    expect(page.verificationScriptUrl).toMatch(/\/verification\/script\.js$/);
  });

  it("shows a past contest's winners", async () => {
    const page = await load(withStatus("closed").id);
    expect(page.ok && page.status).toBe("closed");
    expect(page.ok && page.contest.winners.length).toBeGreaterThan(0);
  });

  it.each(["999999", "abc", "12345678901", "-1", "7101.5", "<b>"])("answers 404 for the id %s", async (id) => {
    expect((await thrown(loader(visitArgs(`/coupons/showcontest/${id}`, { params: { id } })))).status).toBe(404);
    const fields = entryFields(uniqueEmail(), await browserToken(catalog));
    expect((await thrown(action(actionArgs(formPost(`/coupons/showcontest/${id}`, fields), { id })))).status).toBe(404);
  });

  it("takes a verified entry once, and calls a second one the same day a duplicate", async () => {
    const { id } = withStatus("open");
    const email = uniqueEmail();
    const post = async () =>
      action(
        actionArgs(formPost(`/coupons/showcontest/${id}`, entryFields(email, await browserToken(catalog))), { id }),
      );
    expect(answerOf<EntryFormState>(await post())).toMatchObject({ status: 200, body: { status: "accepted" } });
    expect(answerOf<EntryFormState>(await post())).toMatchObject({ status: 409, body: { status: "duplicate" } });
    expect(await storedEntries(catalog, id, email)).toHaveLength(1);
  });

  it("refuses every entry after the first made with one verification token (issue 35: 25 entries, one token)", async () => {
    const { id } = withStatus("open");
    const token = await browserToken(catalog);
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const answers = [];
    for (const email of emails) {
      answers.push(
        answerOf<EntryFormState>(
          await action(actionArgs(formPost(`/coupons/showcontest/${id}`, entryFields(email, token)), { id })),
        ),
      );
    }
    expect(answers.map((answer) => answer.body.status)).toEqual([
      "accepted",
      "verificationFailed",
      "verificationFailed",
    ]);
    expect(answers[1]).toMatchObject({ status: 422, body: { message: ENTRY_MESSAGES.verificationFailed } });
    expect(await storedEntries(catalog, id, emails[1]!)).toEqual([]);
    expect(await storedEntries(catalog, id, emails[2]!)).toEqual([]);
  });

  it("tells a visitor posting to a closed contest that it takes no entries", async () => {
    const { id } = withStatus("closed");
    const fields = entryFields(uniqueEmail(), await browserToken(catalog));
    const answer = answerOf<EntryFormState>(
      await action(actionArgs(formPost(`/coupons/showcontest/${id}`, fields), { id })),
    );
    expect(answer).toMatchObject({ status: 403, body: { status: "closed", values: { name: "Pat Doe" } } });
  });
});
