import { lazy, Suspense } from "react";
import styled from "styled-components";
import { HEADER_LINKS, panelLook, SiteLink, usePageRequestData } from "~/shared";
import type { CampaignKind } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import { contestDateText } from "~/models/contest";
import type { EntryFormState } from "~/models/contest-entry";
import { ContestBanner } from "./ContestBanner";

// One chunk per kind: a campaign page loads only its own kind's view (an entry form is no attraction's business), and
// a path this route answers with the 404 page loads none.
const AttractionView = lazy(() => import("./AttractionView").then((m) => ({ default: m.AttractionView })));
const PromotionView = lazy(() => import("./PromotionView").then((m) => ({ default: m.PromotionView })));
const ContestCampaignView = lazy(() =>
  import("./ContestCampaignView").then((m) => ({ default: m.ContestCampaignView })),
);

const Hero = styled.section.withConfig({ componentId: "CampaignPage-Hero", displayName: "CampaignHero" })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  padding: 28px 24px;
  margin-bottom: 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: linear-gradient(120deg, ${(p) => p.theme.colors.brand}, ${(p) => p.theme.colors.brandDark});
  color: #fff;
  div {
    flex: 1 1 320px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 2rem;
    line-height: 1.2;
  }
  p {
    margin: 0;
    font-size: 1.1rem;
  }
  img {
    flex: none;
    background: #fff;
    border-radius: ${(p) => p.theme.radius}px;
    padding: 8px;
  }
  /* On a phone the title and the partner's logo share a row, so the offers start within the first screen. */
  @media (max-width: 599px) {
    flex-wrap: nowrap;
    align-items: flex-start;
    padding: 20px 16px;
    margin-bottom: 16px;
    div {
      flex: 1 1 auto;
    }
    h1 {
      font-size: 1.6rem;
    }
    p {
      font-size: 1rem;
    }
    img {
      width: 88px;
      height: auto;
      padding: 4px;
    }
  }
`;

const About = styled.section.withConfig({ componentId: "CampaignPage-About", displayName: "CampaignAbout" })`
  margin: 32px 0;
`;

const PhaseNotice = styled.section.withConfig({
  componentId: "CampaignPage-PhaseNotice",
  displayName: "CampaignPhaseNotice",
})`
  padding: 16px 20px;
  margin-bottom: 24px;
  ${panelLook("solid")}
  border-left: 6px solid ${(p) => p.theme.colors.accent};
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    padding: 0;
    list-style: none;
  }
`;

const KIND_ZONE: Record<CampaignKind, string> = {
  attraction: "attraction",
  sweepstakes: "sweepstakes",
  instantWin: "instant-win",
  promotion: "promo",
};

type Props = CampaignPageData & { entry: EntryFormState | null };

/** A campaign that is not running: when it ran (or will), and where today's offers are. */
function OutsideDates({ phase, campaign, currentCampaigns, place }: Props) {
  const start = contestDateText(campaign.startDate);
  const end = contestDateText(campaign.endDate);
  const ended = phase === "ended";
  return (
    <PhaseNotice aria-labelledby="campaign-phase">
      <h2 id="campaign-phase">{ended ? "This promotion has ended" : "This promotion has not started yet"}</h2>
      <p>
        {ended
          ? `${end ? `It ended on ${end}. ` : ""}See today's offers instead:`
          : `${start ? `It starts on ${start}. ` : ""}Until then, see today's offers:`}
      </p>
      <ul aria-label="Current offers">
        {currentCampaigns.map((link) => (
          <li key={link.slug}>
            <SiteLink to={link.href}>{link.label}</SiteLink>
          </li>
        ))}
        <li>
          <SiteLink to={place ? `/local/${place.slug}` : HEADER_LINKS.coupons.to}>
            {HEADER_LINKS.coupons.label}
          </SiteLink>
        </li>
        <li>
          <SiteLink to={HEADER_LINKS.couponCodes.to}>{HEADER_LINKS.couponCodes.label}</SiteLink>
        </li>
      </ul>
    </PhaseNotice>
  );
}

/**
 * A campaign page (DESIGN §3 "Campaigns are content"): its hero, a notice when it is outside its dates, then the
 * view of its kind. A new kind of campaign is one more view here.
 */
export function CampaignPage(props: Props) {
  const { campaign, phase } = props;
  const zone = `${KIND_ZONE[campaign.kind]}:${campaign.slug}`;
  usePageRequestData({ page: "campaign", campaign: campaign.slug, kind: campaign.kind });
  return (
    <>
      <Hero aria-labelledby="campaign-title">
        <div>
          <h1 id="campaign-title">{campaign.title}</h1>
          <p>{campaign.tagline}</p>
        </div>
        {campaign.partner ? (
          <img src={campaign.partner.logoUrl} alt={`${campaign.partner.name} logo`} width={160} height={80} />
        ) : null}
      </Hero>
      {phase !== "active" ? <OutsideDates {...props} /> : null}
      {campaign.kind === "attraction" || campaign.kind === "promotion" ? (
        // A shopper comes to a promotion for its offers: they lead, and the story behind it follows.
        <>
          <Suspense fallback={null}>
            {campaign.kind === "attraction" ? (
              <AttractionView {...props} campaign={campaign} zone={zone} />
            ) : (
              <PromotionView {...props} campaign={campaign} zone={zone} />
            )}
          </Suspense>
          <About aria-labelledby="campaign-about">
            <h2 id="campaign-about">About {campaign.partner?.name ?? campaign.title}</h2>
            <CampaignStory campaign={campaign} />
          </About>
        </>
      ) : (
        // A contest's story is its prize and its rules, which the entry form below relies on.
        <>
          <CampaignStory campaign={campaign} />
          <Suspense fallback={null}>
            <ContestCampaignView {...props} campaign={campaign} zone={zone} />
          </Suspense>
        </>
      )}
    </>
  );
}

/** The campaign's picture and its paragraphs. */
function CampaignStory({ campaign }: { campaign: Props["campaign"] }) {
  return (
    <>
      <ContestBanner src={campaign.heroImageUrl} alt="" width={900} height={300} />
      {campaign.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}
