import { useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import styled from "styled-components";
import { ListingCard, ListingGrid } from "~/components/local/ListingCard";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import { couponOfferHref } from "~/models/url-state";
import { NO_LOCAL_OFFERS_FOR_LOCATION, UPDATE_LOCATION_PROMPT } from "~/models/location-messages";
import {
  FIND_LOCAL_ID,
  isEmptySearch,
  isSearchable,
  SEARCH_GROUP_HEADINGS,
  searchLocationPrompt,
  type SearchPageData,
} from "~/models/search-results";
import { DealCard } from "~/components/deals/DealCard";
import { OnlineCouponCard } from "./OnlineCouponCard";

const Notice = styled.p.withConfig({ componentId: "SearchResultsView-Notice", displayName: "SearchNotice" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

function Group({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ListingGrid>{children}</ListingGrid>
    </section>
  );
}

/** SPEC §9's four search groups, each shown only when it has results (the loader capped and gated them). */
export function SearchResultsView({ data }: { data: SearchPageData }) {
  const { pathname, search } = useLocation();
  const { term, place, groups, message } = data;
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
  return (
    <>
      {message ? <Notice role="status">{message}</Notice> : null}
      {isEmptySearch(groups) && !message ? <Notice>No coupons match “{term}”. Try another word.</Notice> : null}
      {prompt?.kind === "find-local" ? (
        <Notice>
          Looking for coupons from businesses near you?{" "}
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
      {near.length > 0 && place ? (
        <Group id="search-near" heading={SEARCH_GROUP_HEADINGS.near}>
          {near.map((listing, index) => (
            <li key={index}>
              <ListingCard listing={listing} slug={place.slug} contentZone="searchNear" />
            </li>
          ))}
        </Group>
      ) : null}
      {serving.length > 0 && place ? (
        <Group id="search-serving" heading={SEARCH_GROUP_HEADINGS.serving}>
          {serving.map((listing, index) => (
            <li key={index}>
              <ListingCard listing={listing} slug={place.slug} contentZone="searchServing" />
            </li>
          ))}
        </Group>
      ) : null}
      {deals.length > 0 ? (
        <Group id="search-deals" heading={SEARCH_GROUP_HEADINGS.deals}>
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </Group>
      ) : null}
      {online.length > 0 ? (
        <Group id="search-online" heading={SEARCH_GROUP_HEADINGS.online}>
          {online.map((coupon) => (
            <li key={coupon.componentUID}>
              <OnlineCouponCard coupon={coupon} detailsTo={couponOfferHref(pathname, search, coupon.componentUID)} />
            </li>
          ))}
        </Group>
      ) : null}
    </>
  );
}
