import styled from "styled-components";
import { contestDateText, type ContestKind, type ContestWinner } from "~/models/contest";
import { outlinedSurface } from "~/shared";

/** The pieces every contest page shares: prize and dates, the banner, the official rules, the winners. */

/** What a contest's entry form and prize heading say: an instant win is played, a sweepstakes entered. */
export const CONTEST_WORDING: Record<ContestKind, { prizeHeading: string; legend: string; submitLabel: string }> = {
  instantWin: { prizeHeading: "Today's prize", legend: "Play the instant win game", submitLabel: "Play now" },
  sweepstakes: { prizeHeading: "The prize", legend: "Enter the sweepstakes", submitLabel: "Enter now" },
};

const Facts = styled.dl.withConfig({ componentId: "ContestParts-Facts", displayName: "ContestFacts" })`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 20px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Rules = styled.details.withConfig({ componentId: "ContestParts-Rules", displayName: "OfficialRules" })`
  margin: 24px 0;
  padding: 12px 16px;
  ${outlinedSurface}
  summary {
    cursor: pointer;
    font-weight: 700;
    font-size: 1.1rem;
  }
  p {
    font-size: 0.95rem;
  }
`;

const WinnerList = styled.ul.withConfig({ componentId: "ContestParts-WinnerList", displayName: "WinnerList" })`
  padding-left: 20px;
  li {
    margin: 4px 0;
  }
`;

/** Prize, value (when known) and the entry period, in Eastern Time as the rules state it. */
export function ContestFacts({
  prize,
  prizeValue,
  startDate,
  endDate,
}: {
  prize: string;
  prizeValue?: number;
  startDate: string;
  endDate: string;
}) {
  const start = contestDateText(startDate);
  const end = contestDateText(endDate);
  return (
    <Facts>
      <dt>Prize</dt>
      <dd>{prize}</dd>
      {prizeValue !== undefined ? (
        <>
          <dt>Approximate value</dt>
          <dd>${prizeValue.toLocaleString("en-US")}</dd>
        </>
      ) : null}
      {start && end ? (
        <>
          <dt>Entry period</dt>
          <dd>
            {start} to {end}
          </dd>
        </>
      ) : null}
    </Facts>
  );
}

/** The official rules, folded (a native disclosure, so it opens without JavaScript); the form links to it. */
export function OfficialRules({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Rules id="official-rules">
      <summary>Official rules</summary>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Rules>
  );
}

/** Published winners: first name, last initial and home town, never more. */
export function Winners({ winners, headingId }: { winners: readonly ContestWinner[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Winners</h2>
      {winners.length === 0 ? (
        <p>The winners have not been announced yet.</p>
      ) : (
        <WinnerList>
          {winners.map((winner, index) => (
            <li key={index}>
              {winner.firstName} {winner.lastInitial}. of {winner.city}, {winner.state}: {winner.prize}
            </li>
          ))}
        </WinnerList>
      )}
    </section>
  );
}
