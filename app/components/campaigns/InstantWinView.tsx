import type { ContestCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import type { EntryFormState } from "~/models/contest-entry";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";
import { ContestFacts, OfficialRules, Winners } from "./ContestParts";
import { EntryForm } from "./EntryForm";

/**
 * An instant-win game: one entry a day, and the answer at once — won or not, as the upstream decided it — then
 * coupons for whoever did not win today.
 */
export function InstantWinView({
  campaign,
  phase,
  contest,
  verificationScriptUrl,
  entry,
  place,
  listings,
  listingsMessage,
  couponCodes,
  deals,
  renderedAt,
  zone,
}: CampaignPageData & { campaign: ContestCampaign; entry: EntryFormState | null; zone: string }) {
  const details = contest?.ok ? contest.data : null;
  return (
    <>
      <section aria-labelledby="contest-prize">
        <h2 id="contest-prize">Today&apos;s prize</h2>
        <ContestFacts prize={campaign.contest.prize} prizeValue={details?.prizeValue} startDate={campaign.startDate} endDate={campaign.endDate} />
      </section>
      {phase === "active" && verificationScriptUrl ? (
        <EntryForm legend="Play the instant win game" submitLabel="Play now" verificationScriptUrl={verificationScriptUrl} state={entry} />
      ) : null}
      {phase === "ended" ? <Winners winners={details?.winners ?? []} headingId="contest-winners" /> : null}
      <OfficialRules paragraphs={campaign.contest.officialRules} />
      <LocalCouponsSection title={campaign.title} place={place} listings={listings} message={listingsMessage} renderedAt={renderedAt} zone={zone} />
      <CouponCodesSection heading="Coupon codes for online shops" couponCodes={couponCodes} />
      <DealsSection place={place} deals={deals} />
    </>
  );
}
