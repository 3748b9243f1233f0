import type { Contest, ContestStatus } from "./contest";

/** What the contest pages (`/coupons/showcontest`, `/coupons/showcontest/{id}`) show, from loader to view. */

export type ContestSummary = Pick<
  Contest,
  "id" | "title" | "summary" | "kind" | "prize" | "startDate" | "endDate" | "imageUrl" | "winners"
> & {
  /** The campaign page of the contest, when the content repository still holds it (no link may lead to a 404). */
  campaignPath: string | null;
};

export type ContestsPageData =
  | { ok: true; open: ContestSummary[]; upcoming: ContestSummary[]; closed: ContestSummary[] }
  | { ok: false; message: string };

export type ContestPageData =
  | {
      ok: true;
      contest: Contest;
      status: ContestStatus;
      /** The contest's campaign page, when the content repository holds it. */
      campaignPath: string | null;
      verificationScriptUrl: string;
    }
  | { ok: false; id: string; message: string };
