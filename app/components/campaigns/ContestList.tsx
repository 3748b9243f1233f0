import styled from "styled-components";
import { AreaMessage, bannerImage, SiteLink, usePageRequestData } from "~/shared";
import { contestDateText, contestPath } from "~/models/contest";
import type { ContestsPageData, ContestSummary } from "~/models/contest-pages";

const Cards = styled.ul.withConfig({ componentId: "ContestList-Cards", displayName: "ContestCards" })`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
`;

const Card = styled.article.withConfig({ componentId: "ContestList-Card", displayName: "ContestCard" })`
  height: 100%;
  padding: 0 0 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  overflow: hidden;
  img {
    ${bannerImage}
  }
  h3,
  p,
  ul {
    margin: 8px 14px 0;
  }
  h3 {
    font-size: 1.1rem;
  }
  .dates {
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
  ul {
    padding-left: 18px;
    font-size: 0.95rem;
  }
`;

const KIND_LABEL = { sweepstakes: "Sweepstakes", instantWin: "Instant win" } as const;

function ContestCard({ contest, past }: { contest: ContestSummary; past: boolean }) {
  const start = contestDateText(contest.startDate);
  const end = contestDateText(contest.endDate);
  return (
    <Card aria-labelledby={`contest-${contest.id}`}>
      <img src={contest.imageUrl} alt="" width={600} height={200} loading="lazy" />
      <h3 id={`contest-${contest.id}`}>
        <SiteLink to={contestPath(contest.id)}>{contest.title}</SiteLink>
      </h3>
      <p>
        {KIND_LABEL[contest.kind]}: {contest.prize}
      </p>
      {start && end ? (
        <p className="dates">
          {start} to {end}
        </p>
      ) : null}
      {past ? (
        contest.winners.length > 0 ? (
          <ul aria-label={`Winners of ${contest.title}`}>
            {contest.winners.map((winner, index) => (
              <li key={index}>
                {winner.firstName} {winner.lastInitial}. of {winner.city}, {winner.state}
              </li>
            ))}
          </ul>
        ) : (
          <p>The winners have not been announced yet.</p>
        )
      ) : contest.campaignPath ? (
        <p>
          <SiteLink to={contest.campaignPath}>
            Coupons and more<span className="visually-hidden"> for {contest.title}</span>
          </SiteLink>
        </p>
      ) : null}
    </Card>
  );
}

function Group({
  id,
  title,
  contests,
  past,
  empty,
}: {
  id: string;
  title: string;
  contests: ContestSummary[];
  past: boolean;
  empty: string | null;
}) {
  if (contests.length === 0 && empty === null) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {contests.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Cards>
          {contests.map((contest) => (
            <li key={contest.id}>
              <ContestCard contest={contest} past={past} />
            </li>
          ))}
        </Cards>
      )}
    </section>
  );
}

/** `/coupons/showcontest`: the contests open now, those coming soon, and past ones with their winners. */
export function ContestList(page: ContestsPageData) {
  usePageRequestData({ page: "contests" });
  return (
    <>
      <h1>Contests and Sweepstakes</h1>
      <p>Enter for free, once a day per contest. Winners are drawn at random and listed here once the contest ends.</p>
      {page.ok ? (
        <>
          <Group
            id="contests-open"
            title="Enter now"
            contests={page.open}
            past={false}
            empty="No contest is open right now. Check back soon."
          />
          <Group id="contests-upcoming" title="Coming soon" contests={page.upcoming} past={false} empty={null} />
          <Group id="contests-past" title="Past contests and winners" contests={page.closed} past empty={null} />
        </>
      ) : (
        <AreaMessage message={page.message} />
      )}
    </>
  );
}
