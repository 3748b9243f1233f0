import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import styled from "styled-components";
import {
  ListingGrid,
  LocationDialogLink,
  UPDATE_LOCATION_PROMPT,
  useLocationDialog,
  usePageRequestData,
} from "~/shared";
import type { Deal } from "~/models/deal";
import { NEARBY_DEAL_SORTS, type DealCategoryChoice, type DealListOptions } from "~/models/deal-list";
import type { NoDealsHere } from "~/models/deal-alternatives";
import { isTimedOut, type Result } from "~/models/result";
import { DealCard } from "./DealCard";
import { DealListControls } from "./DealListControls";
import { DealOverlays } from "./DealOverlays";
import { NoDealsHereView } from "./NoDealsHereView";

const Notice = styled.p.withConfig({ componentId: "DealsPage-Notice", displayName: "DealsNotice" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** SPEC §8's line for a deals answer that failed or was empty, above the help that follows it. */
const SpecNotice = styled(Notice).withConfig({ componentId: "DealsPage-SpecNotice", displayName: "DealsSpecNotice" })`
  margin: 16px 0 0;
  font-weight: 600;
`;

/** `/deals`: the partner deals near the visitor, or why there are none here and a way to choose another place. */
export function DealsPage({
  place,
  deals,
  categories,
  total,
  options,
  noDeals,
}: {
  noDeals: NoDealsHere | null;
  place: { label: string } | null;
  deals: Result<Deal[]> | null;
  categories: DealCategoryChoice[];
  total: number;
  options: DealListOptions;
}) {
  usePageRequestData({ page: "deals" });
  const { pathname } = useLocation();
  const { open, intent } = useLocationDialog();
  // SPEC §2: without a place, /deals opens 'Find Deals Near You' — in place, once the page is
  // interactive (the page itself answers 200, decision 009); closing it leaves the prompt.
  useEffect(() => {
    if (!place && intent === null) open("deals");
    // Only when the page is first shown: after the visitor closes the dialog it stays closed.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose once, not whenever the dialog's state changes
  }, []);
  if (!deals) {
    return (
      <>
        <h1>Clipp Deals Near You</h1>
        {place && noDeals ? <NoDealsHereView noDeals={noDeals} /> : null}
        <Notice>
          {place
            ? "Or choose another place to see its deals on restaurants, spas, activities and more."
            : "Choose your location to see deals on restaurants, spas, activities and more near you."}{" "}
          <LocationDialogLink intent="deals">
            {place ? "Choose another location" : "Choose your location"}
          </LocationDialogLink>
        </Notice>
      </>
    );
  }
  return (
    <>
      <h1>Clipp Deals Near {place?.label}</h1>
      {deals.ok ? <DealOverlays deals={deals.data} /> : null}
      {deals.ok ? (
        <DealListControls
          pathname={pathname}
          categories={categories}
          total={total}
          sorts={NEARBY_DEAL_SORTS}
          options={options}
          count={deals.data.length}
        />
      ) : null}
      {deals.ok ? (
        <ListingGrid>
          {deals.data.map((deal, index) => (
            <li key={deal.id}>
              {/* The first row is in the first viewport of a phone or a desktop. */}
              <DealCard deal={deal} eager={index < 3} headingLevel={2} />
            </li>
          ))}
        </ListingGrid>
      ) : noDeals ? (
        <>
          {/* SPEC §7/§8's own words come first; the shopper's way on (nearest cities, the directory) below them. A
              time-out says nothing about the place (decision 030), so it does not claim there are no offers here. */}
          {isTimedOut(deals) ? null : <SpecNotice role="status">{deals.message}</SpecNotice>}
          <NoDealsHereView noDeals={noDeals} />
          <Notice>
            Or choose another place to see its deals.{" "}
            <LocationDialogLink intent="deals">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
          </Notice>
        </>
      ) : (
        <Notice role="status">
          {deals.message} <LocationDialogLink intent="deals">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Notice>
      )}
    </>
  );
}
