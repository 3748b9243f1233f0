import styled from "styled-components";
import { outlinedSurface, SiteLink, UnavailablePage, usePageRequestData } from "~/shared";
import { CONTESTS_PATH, contestDateText } from "~/models/contest";
import type { ContestPageData } from "~/models/contest-pages";
import type { EntryFormState } from "~/models/contest-entry";
import { ContestBanner } from "./ContestBanner";
import { CONTEST_WORDING, ContestFacts, OfficialRules, Winners } from "./ContestParts";
import { EntryForm } from "./EntryForm";

const Banner = styled(ContestBanner).withConfig({ componentId: "ContestDetail-Banner" })`
  margin-top: 16px;
`;

const Notice = styled.p.withConfig({ componentId: "ContestDetail-Notice", displayName: "ContestNotice" })`
  padding: 16px;
  ${outlinedSurface}
  border-left: 6px solid ${(p) => p.theme.colors.accent};
`;

/** `/coupons/showcontest/{id}`: one contest — the entry form while it is open, its winners once it has closed. */
export function ContestDetail({ page, entry }: { page: ContestPageData; entry: EntryFormState | null }) {
  usePageRequestData({ page: "contest", contestId: page.ok ? page.contest.id : page.id });
  if (!page.ok) {
    return (
      <UnavailablePage title="Contest" message={page.message} back={{ to: CONTESTS_PATH, label: "All contests" }} />
    );
  }
  const { contest, status, campaignPath, verificationScriptUrl } = page;
  const wording = CONTEST_WORDING[contest.kind];
  return (
    <>
      <h1>{contest.title}</h1>
      <p>{contest.summary}</p>
      <Banner src={contest.imageUrl} alt="" width={900} height={300} />
      <ContestFacts
        prize={contest.prize}
        prizeValue={contest.prizeValue}
        startDate={contest.startDate}
        endDate={contest.endDate}
      />
      {status === "open" ? (
        <EntryForm
          legend={wording.legend}
          submitLabel={wording.submitLabel}
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
