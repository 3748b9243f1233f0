import styled from "styled-components";
import { usePageRequestData } from "~/components/analytics/PageRequest";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { CONTESTS_PATH, contestDateText } from "~/models/contest";
import type { ContestPageData } from "~/models/contest-pages";
import type { EntryFormState } from "~/models/contest-entry";
import { ContestFacts, OfficialRules, Winners } from "./ContestParts";
import { EntryForm } from "./EntryForm";

const Banner = styled.img.withConfig({ componentId: "ContestDetail-Banner", displayName: "ContestBanner" })`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius}px;
  margin: 16px 0 24px;
`;

const Notice = styled.p.withConfig({ componentId: "ContestDetail-Notice", displayName: "ContestNotice" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 6px solid ${(p) => p.theme.colors.accent};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** `/coupons/showcontest/{id}`: one contest — the entry form while it is open, its winners once it has closed. */
export function ContestDetail({ page, entry }: { page: ContestPageData; entry: EntryFormState | null }) {
  usePageRequestData({ page: "contest", contestId: page.ok ? page.contest.id : page.id });
  if (!page.ok) {
    return (
      <>
        <h1>Contest</h1>
        <AreaMessage message={page.message} />
        <p>
          <SiteLink to={CONTESTS_PATH}>All contests</SiteLink>
        </p>
      </>
    );
  }
  const { contest, status, campaignPath, verificationScriptUrl } = page;
  const instant = contest.kind === "instantWin";
  return (
    <>
      <h1>{contest.title}</h1>
      <p>{contest.summary}</p>
      <Banner src={contest.imageUrl} alt="" width={900} height={300} />
      <ContestFacts prize={contest.prize} prizeValue={contest.prizeValue} startDate={contest.startDate} endDate={contest.endDate} />
      {status === "open" ? (
        <EntryForm
          legend={instant ? "Play the instant win game" : "Enter the sweepstakes"}
          submitLabel={instant ? "Play now" : "Enter now"}
          verificationScriptUrl={verificationScriptUrl}
          state={entry}
        />
      ) : status === "upcoming" ? (
        <Notice>This contest opens on {contestDateText(contest.startDate)}. Come back then to enter.</Notice>
      ) : (
        <>
          <Notice>This contest has ended. Thank you to everyone who entered.</Notice>
          <Winners winners={contest.winners} headingId="contest-winners" />
        </>
      )}
      <OfficialRules paragraphs={contest.officialRules} />
      <p>
        {campaignPath ? (
          <>
            <SiteLink to={campaignPath}>Coupons and more for this contest</SiteLink>
            {" · "}
          </>
        ) : null}
        <SiteLink to={CONTESTS_PATH}>All contests</SiteLink>
      </p>
    </>
  );
}
