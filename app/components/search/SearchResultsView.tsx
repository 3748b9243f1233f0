import { useLocation } from "@remix-run/react";
import { useEffect, type Key, type ReactNode } from "react";
import styled from "styled-components";
import {
  couponOfferHref,
  ListingCard,
  ListingGrid,
  LocationDialogLink,
  milesText,
  NO_LOCAL_OFFERS_FOR_LOCATION,
  OnlineCouponCard,
  outlinedSurface,
  SiteLink,
  UPDATE_LOCATION_PROMPT,
} from "~/shared";
import {
  emptyGroupText,
  FIND_LOCAL_ID,
  isEmptySearch,
  isSearchable,
  SEARCH_GROUP_HEADINGS,
  searchLocationPrompt,
  type SearchPageData,
} from "~/models/search-results";
import { DeferredDealCard } from "~/components/deals/DeferredDealCard";
import { PlaceAlternatives } from "~/components/local/PlaceAlternatives";
import { ChipLink, ChipRow } from "~/components/ui/chip";
import type { EmptySearchHelp } from "~/models/search-results";

const Notice = styled.p.withConfig({ componentId: "SearchResultsView-Notice", displayName: "SearchNotice" })`
  padding: 16px;
  ${outlinedSurface}
`;

const Help = styled.section.withConfig({ componentId: "SearchResultsView-Help", displayName: "EmptySearchHelp" })`
  margin: 16px 0 24px;
  h2 {
    margin: 16px 0 8px;
    font-size: 1.15rem;
  }
  ul.elsewhere {
    margin: 0;
    padding-left: 20px;
  }
  ul.elsewhere li {
    margin: 4px 0;
  }
`;

/**
 * What a search that found nothing offers instead: the place's categories, the nearest city where the words found
 * local coupons, and (below, with the nearest cities when the place has no coupons at all) popular online codes.
 */
function EmptySearchHelpView({
  help,
  term,
  placeLabel,
}: {
  help: EmptySearchHelp;
  term: string;
  placeLabel: string | null;
}) {
  return (
    <>
      {help.categories.length > 0 || help.elsewhere ? (
        <Help aria-label="Other ways to find coupons">
          {help.categories.length > 0 ? (
            <>
              <h2 id="search-help-categories">Browse coupons in {placeLabel} by category</h2>
              <ChipRow aria-labelledby="search-help-categories">
                {help.categories.map((category) => (
                  <li key={category.href}>
                    <ChipLink to={category.href}>{category.title}</ChipLink>
                  </li>
                ))}
              </ChipRow>
            </>
          ) : null}
          {help.elsewhere ? (
            <>
              <h2 id="search-help-elsewhere">
                “{term}” in {help.elsewhere.label}, {milesText(help.elsewhere.miles)} away
              </h2>
              <ul className="elsewhere" aria-labelledby="search-help-elsewhere">
                {help.elsewhere.businesses.map((business) => (
                  <li key={business.href}>
                    <SiteLink to={business.href}>{business.name}</SiteLink>
                    {business.offer ? `: ${business.offer}` : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Help>
      ) : null}
      <PlaceAlternatives cities={help.nearbyCities} codes={help.codes} />
    </>
  );
}

const EmptyGroup = styled.p.withConfig({ componentId: "SearchResultsView-EmptyGroup" })`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * One of the search groups: its heading and a card an item. Without items it says so in its own words (`empty`,
 * issue 25), or is left out when it has none to say (a group that does not apply here).
 */
function Group<T>({
  group,
  items,
  itemKey,
  empty,
  children,
}: {
  group: keyof typeof SEARCH_GROUP_HEADINGS;
  items: readonly T[];
  itemKey: (item: T, index: number) => Key;
  empty?: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  const id = `search-${group}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{SEARCH_GROUP_HEADINGS[group]}</h2>
      {items.length === 0 ? (
        <EmptyGroup>{empty}</EmptyGroup>
      ) : (
        <ListingGrid>
          {items.map((item, index) => (
            <li key={itemKey(item, index)}>{children(item)}</li>
          ))}
        </ListingGrid>
      )}
    </section>
  );
}

/** SPEC §9's four search groups, each shown only when it has results (the loader capped and gated them). */
export function SearchResultsView({ data }: { data: SearchPageData }) {
  const { pathname, search } = useLocation();
  const { term, place, groups, message, help } = data;
  // A place without any coupons says so once (the location message); an empty search says so once too.
  const placeEmpty = data.placeHasCoupons === false;
  const prompt = searchLocationPrompt(data);
  const focusFindLocal = prompt?.kind === "find-local" && prompt.focus;
  // SPEC §8: a failed search without a location moves the visitor to Find Local. On a full page load the link's
  // `autofocus` does it (with or without JavaScript); after a client-side search the page is not reloaded, so focus
  // (which also scrolls it into view) is moved here.
  useEffect(() => {
    if (!focusFindLocal) return;
    const link = document.getElementById(FIND_LOCAL_ID);
    if (link && document.activeElement !== link) {
      link.focus();
      link.scrollIntoView({ block: "center" });
    }
  }, [focusFindLocal, term]);
  if (!isSearchable(term)) {
    return <Notice>Type at least 3 characters to search coupons, businesses and online shops.</Notice>;
  }
  const { near, serving, deals, online } = groups;
  // A failed search has its message; each group's own words are for a search that answered.
  const emptyText = (group: keyof typeof groups) =>
    message || help || (placeEmpty && (group === "near" || group === "serving"))
      ? undefined
      : emptyGroupText(group, term, place?.label ?? null);
  return (
    <>
      {message ? <Notice role="status">{message}</Notice> : null}
      {isEmptySearch(groups) && !message && !placeEmpty ? (
        <Notice>No coupons match “{term}”. Try another word.</Notice>
      ) : null}
      {prompt?.kind === "find-local" ? (
        <Notice>
          Looking for coupons from businesses near you?{" "}
          {/* SPEC §8: a failed search without a place moves the visitor to the Find Local button. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <LocationDialogLink intent="change" id={FIND_LOCAL_ID} autoFocus={prompt.focus}>
            Find Local Coupons
          </LocationDialogLink>
        </Notice>
      ) : null}
      {prompt?.kind === "update-location" ? (
        <Notice>
          {NO_LOCAL_OFFERS_FOR_LOCATION}{" "}
          <LocationDialogLink intent="change">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Notice>
      ) : null}
      {place ? (
        <>
          <Group group="near" items={near} itemKey={(_, index) => index} empty={emptyText("near")}>
            {(listing) => <ListingCard listing={listing} slug={place.slug} contentZone="searchNear" />}
          </Group>
          <Group group="serving" items={serving} itemKey={(_, index) => index} empty={emptyText("serving")}>
            {(listing) => <ListingCard listing={listing} slug={place.slug} contentZone="searchServing" />}
          </Group>
        </>
      ) : null}
      <Group group="deals" items={deals} itemKey={(deal) => deal.id}>
        {(deal) => <DeferredDealCard deal={deal} />}
      </Group>
      <Group group="online" items={online} itemKey={(coupon) => coupon.componentUID} empty={emptyText("online")}>
        {(coupon) => (
          <OnlineCouponCard coupon={coupon} detailsTo={couponOfferHref(pathname, search, coupon.componentUID)} />
        )}
      </Group>
      {help ? <EmptySearchHelpView help={help} term={term} placeLabel={place?.label ?? null} /> : null}
    </>
  );
}
