import { z } from "zod";
import {
  CONTEST_ENTRY_FIELDS,
  isContestId,
  type Contest,
  type ContestEntry,
  type ContestEntryFieldErrors,
  type ContestEntryResult,
} from "~/models/contest";
import { bodyParagraphs } from "~/models/newsroom-content";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
import { CacheShort } from "./cache.server";
import type { ServiceContext } from "./context.server";
import { UpstreamError, getJson, requestJsonAnswer } from "./http.server";
import { stringRecordSchema } from "./schemas.server";

const contestSchema: z.ZodType<Contest> = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    kind: z.enum(["sweepstakes", "instantWin"]),
    campaignSlug: z.string(),
    prize: z.string(),
    prizeValue: z.number(),
    startDate: z.string(),
    endDate: z.string(),
    imageUrl: z.string(),
    officialRules: z.string(),
    winners: z.array(
      z.object({
        firstName: z.string(),
        lastInitial: z.string().max(1, { abort: true }),
        city: z.string(),
        state: z.string(),
        prize: z.string(),
      }),
    ),
  })
  .transform((contest) => ({ ...contest, officialRules: bodyParagraphs(contest.officialRules) }));

const fieldErrorsSchema = stringRecordSchema.transform((fields): ContestEntryFieldErrors =>
  Object.fromEntries(
    Object.entries(fields).filter(([key]) => (CONTEST_ENTRY_FIELDS as readonly string[]).includes(key)),
  ),
);

const entryAnswerSchema: z.ZodType<ContestEntryResult> = z.union([
  z
    .object({
      status: z.literal(201),
      body: z.object({ entryId: z.string(), outcome: z.enum(["won", "lost"]).optional() }),
    })
    .transform(({ body }): ContestEntryResult => ({
      status: "accepted",
      entryId: body.entryId,
      outcome: body.outcome ?? null,
    })),
  z.object({ status: z.literal(409) }).transform((): ContestEntryResult => ({ status: "duplicate" })),
  z.object({ status: z.literal(422) }).transform((): ContestEntryResult => ({ status: "verificationFailed" })),
  z.object({ status: z.literal(403) }).transform((): ContestEntryResult => ({ status: "closed" })),
  z
    .object({ status: z.literal(400), body: z.object({ fields: fieldErrorsSchema.optional() }) })
    .transform(({ body }): ContestEntryResult => ({ status: "invalid", fieldErrors: body.fields ?? {} })),
]);

// Built once, not per call (a zod schema costs more to build than to parse with).
const contestListSchema = z.array(contestSchema);

/** CONTESTS (auth header): the contest list, one contest, and entries. */
export function createContestsService(ctx: ServiceContext) {
  const base = ctx.config.upstream.contests;
  const message = UPSTREAM_MESSAGES.contests;
  const unknown = () => new UpstreamError({ service: "contests", status: 404, message, kind: "invalid-input" });

  return {
    /** Every contest, current, upcoming and past (past ones with their winners), newest first. */
    getContests: (): Promise<Contest[]> =>
      ctx.cache.get("contests:all", CacheShort, () =>
        getJson(ctx, { service: "contests", message, url: base, credential: "auth", schema: contestListSchema }),
      ),

    /** One contest; an unknown id fails with status 404. */
    getContest(id: string): Promise<Contest> {
      if (!isContestId(id)) return Promise.reject(unknown());
      return ctx.cache.get(`contests:${id}`, CacheShort, () =>
        getJson(ctx, { service: "contests", message, url: `${base}/${id}`, credential: "auth", schema: contestSchema }),
      );
    },

    /**
     * Posts one entry (never cached, never retried). A duplicate the same day, refused input, a failed verification
     * and a closed contest are results the page shows; an unknown contest (404) and any other failure are UpstreamErrors.
     */
    enterContest(id: string, entry: ContestEntry): Promise<ContestEntryResult> {
      if (!isContestId(id)) return Promise.reject(unknown());
      return requestJsonAnswer(ctx, {
        service: "contests",
        message,
        method: "POST",
        url: `${base}/${id}/entries`,
        credential: "auth",
        body: entry,
        answered: [400, 403, 409, 422],
        schema: entryAnswerSchema,
      });
    },
  };
}

export type ContestsService = ReturnType<typeof createContestsService>;
