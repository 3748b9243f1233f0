import type { ContestCampaign } from "~/models/campaign";
import type { CampaignPageData } from "~/models/campaign-page";
import type { EntryFormState } from "~/models/contest-entry";
import { CouponCodesSection, DealsSection, LocalCouponsSection } from "./CampaignOffers";
import { CONTEST_WORDING, ContestFacts, OfficialRules, Winners } from "./ContestParts";
import { EntryForm } from "./EntryForm";

/**
 * A partner sweepstakes or an instant-win game: the prize and dates, the entry form while it runs (an instant win
 * answers at once, won or not, as the upstream decided it; a sweepstakes waits for its drawing), the winners once it
 * has ended, the official rules, then coupons for the theme for whoever did not win.
 */
export function ContestCampaignView(
  props: CampaignPageData & { campaign: ContestCampaign; entry: EntryFormState | null; zone: string },
) {
  const { campaign, phase, contest, verificationScriptUrl, entry } = props;
  const details = contest?.ok ? contest.data : null;
  const wording = CONTEST_WORDING[campaign.kind];
  return (
    <>
      <section aria-labelledby="contest-prize">
        <h2 id="contest-prize">{wording.prizeHeading}</h2>
        <ContestFacts
          prize={campaign.contest.prize}
          prizeValue={details?.prizeValue}
          startDate={campaign.startDate}
          endDate={campaign.endDate}
        />
      </section>
      {phase === "active" && verificationScriptUrl ? (
        <EntryForm
          legend={wording.legend}
          submitLabel={wording.submitLabel}
          verificationScriptUrl={verificationScriptUrl}
          state={entry}
        />
      ) : null}
      {phase === "ended" ? <Winners winners={details?.winners ?? []} headingId="contest-winners" /> : null}
      <OfficialRules paragraphs={campaign.contest.officialRules} />
      <LocalCouponsSection {...props} />
      <CouponCodesSection heading="Coupon codes for online shops" couponCodes={props.couponCodes} />
      <DealsSection {...props} />
    </>
  );
}
