import { useEffect } from "react";
import { type LocalCategory, OfferOverlays, type Place, track, usePageRequestData } from "~/shared";
import type { BusinessView } from "~/models/listing-view";
import { BusinessProfileView } from "./BusinessProfileView";

export type BusinessPageData = {
  place: Place;
  profile: BusinessView;
  category: LocalCategory;
  canonicalPath: string;
  store: number | null;
  renderedAt: string;
  /** The page's LocalBusiness JSON-LD, serialised by the loader. */
  jsonLd: string;
  /** Where the profile's distance is measured from in the HTML (decision 040). */
  distanceFrom: { city: string; state: string; slug: string };
};

/** The business page: the profile, its JSON-LD, its offer dialogs and the spec's analytics events. */
export function BusinessPage({ page }: { page: BusinessPageData }) {
  const { profile, store } = page;
  usePageRequestData({ page: "bpp", businessProfileId: profile.businessProfileId });
  useEffect(() => {
    track("bppLoaded", { businessProfileId: profile.businessProfileId }, "bpp");
    if (store !== null) track("bppLocationLoaded", { businessProfileId: profile.businessProfileId, store }, "bpp");
  }, [profile.businessProfileId, store]);
  return (
    <>
      <BusinessProfileView
        profile={profile}
        location={profile.location}
        categoryTitle={page.category.title}
        distanceFrom={page.distanceFrom}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
      <OfferOverlays lists={[[profile]]} slug={page.place.slug} renderedAt={page.renderedAt} contentZone="bpp" />
    </>
  );
}
