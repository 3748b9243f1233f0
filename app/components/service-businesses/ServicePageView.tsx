import styled from "styled-components";
import { listingViews } from "~/models/listing-view";
import {
  AreaMessage,
  LocationDialogLink,
  noServiceOffersMessage,
  OfferOverlays,
  type Place,
  primaryButton,
  UnavailablePage,
  usePageRequestData,
} from "~/shared";
import { ListingArea } from "~/components/local/LocalListingsView";
import { SERVICES_PATH, type ServiceCategory } from "~/models/coverage";
import type { LocalListing } from "~/models/local-listing";
import type { Result } from "~/models/result";
import { ServiceCategoryLinks } from "./ServicesView";

export type ServicePageData =
  | {
      category: ServiceCategory;
      categories: ServiceCategory[];
      place: Place | null;
      /** Null without a place: nothing was asked. */
      listings: Result<LocalListing[]> | null;
      renderedAt: string;
      message: null;
    }
  | { category: null; message: string };

const Ask = styled.section.withConfig({ componentId: "ServicePageView-Ask", displayName: "ServiceLocationPrompt" })`
  margin: 16px 0;
  padding: 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  a {
    ${primaryButton}
  }
`;

const Others = styled.section.withConfig({ componentId: "ServicePageView-Others" })`
  margin-top: 32px;
  h2 {
    font-size: 1.2rem;
  }
`;

/** `/services/{slug}`: the businesses of one service category serving the visitor's place, with their offer dialogs. */
export function ServicePageView({ data }: { data: ServicePageData }) {
  usePageRequestData({ page: "services", category: data.category?.slug ?? null });
  if (data.category === null) {
    return (
      <UnavailablePage title="Services" message={data.message} back={{ to: SERVICES_PATH, label: "All services" }} />
    );
  }
  const { category, place, listings } = data;
  const views = listings?.ok ? listingViews(listings.data) : [];
  const others = data.categories.filter((candidate) => candidate.slug !== category.slug);
  return (
    <>
      <h1>
        {category.title} Coupons {place ? `in ${place.label}` : "Near You"}
      </h1>
      {place === null ? (
        <Ask aria-labelledby="service-ask">
          <h2 id="service-ask">Where do you need {category.title.toLowerCase()}?</h2>
          <p>
            {category.title} businesses come to you, so which ones you can call depends on where you are. Tell us your
            ZIP code or city to see those serving your area and their coupons.
          </p>
          <LocationDialogLink intent="change">Choose your location</LocationDialogLink>
        </Ask>
      ) : listings !== null && !listings.ok ? (
        // Decision 030: a feed that timed out (nothing cached) is not "no businesses serve your area".
        listings.timedOut ? null : (
          <AreaMessage message={noServiceOffersMessage(place)} />
        )
      ) : (
        <>
          {/* Every business of the category at once: a service area lists a few dozen, no paging. */}
          <ListingArea
            id="service-businesses"
            heading={`${category.title} businesses serving ${place.label}`}
            emptyMessage={noServiceOffersMessage(place)}
            group={{ listings: views, total: views.length, hasMore: false }}
            paging={null}
            slug={place.slug}
            contentZone="services"
          />
          <OfferOverlays lists={[views]} slug={place.slug} renderedAt={data.renderedAt} contentZone="services" />
        </>
      )}
      {others.length > 0 ? (
        <Others aria-labelledby="other-services">
          <h2 id="other-services">Other services</h2>
          <ServiceCategoryLinks categories={others} label="Other service categories" />
        </Others>
      ) : null}
    </>
  );
}
