import type { ContestCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import type { EntryFormState } from "~/models/contest-entry";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";
import { ContestFacts, OfficialRules, Winners } from "./ContestParts";
import { EntryForm } from "./EntryForm";

/**
 * A partner sweepstakes: the prize and dates, the entry form while it runs (the winners once it has ended), the
 * official rules, then coupons for the theme while the visitor waits for the drawing.
 */
export function SweepstakesView({
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
        <h2 id="contest-prize">The prize</h2>
        <ContestFacts prize={campaign.contest.prize} prizeValue={details?.prizeValue} startDate={campaign.startDate} endDate={campaign.endDate} />
      </section>
      {phase === "active" && verificationScriptUrl ? (
        <EntryForm legend="Enter the sweepstakes" submitLabel="Enter now" verificationScriptUrl={verificationScriptUrl} state={entry} />
      ) : null}
      {phase === "ended" ? <Winners winners={details?.winners ?? []} headingId="contest-winners" /> : null}
      <OfficialRules paragraphs={campaign.contest.officialRules} />
      <LocalCouponsSection title={campaign.title} place={place} listings={listings} message={listingsMessage} renderedAt={renderedAt} zone={zone} />
      <CouponCodesSection heading="Coupon codes for online shops" couponCodes={couponCodes} />
      <DealsSection place={place} deals={deals} />
    </>
  );
}
