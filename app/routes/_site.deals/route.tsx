import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { useTrackPageView } from "~/components/analytics/track";
import { pageMeta } from "~/components/layout/meta";
import { ListingGrid } from "~/components/local/ListingCard";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import { DealCard } from "~/components/deals/DealCard";
import { DealOverlays } from "~/components/deals/DealOverlays";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { UPDATE_LOCATION_PROMPT } from "~/models/location-messages";
import { routeHeaders } from "~/pages/cache-headers";
import { loadDealsPage } from "./deals-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.place ? `Clipp Deals Near ${args.data.place.label}` : "Clipp Deals Near You",
    description: "Discounted vouchers from local restaurants, spas and attractions near you, with Clipp.",
    canonicalPath: "/deals",
  });

export const loader = ({ request }: LoaderFunctionArgs) => loadDealsPage(request);
export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

const Notice = styled.p.withConfig({ componentId: "DealsPage-Notice", displayName: "DealsNotice" })`
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

export default function DealsPage() {
  const { place, deals } = useLoaderData<typeof loader>();
  useTrackPageView("pageRequest", { page: "deals" });
  if (!place || !deals) {
    return (
      <>
        <h1>Clipp Deals Near You</h1>
        <Notice>
          Choose your location to see deals on restaurants, spas, activities and more near you.{" "}
          <LocationDialogLink intent="deals">Choose your location</LocationDialogLink>
        </Notice>
      </>
    );
  }
  return (
    <>
      <h1>Clipp Deals Near {place.label}</h1>
      {deals.ok ? <DealOverlays deals={deals.data} /> : null}
      {deals.ok ? (
        <ListingGrid>
          {deals.data.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ListingGrid>
      ) : (
        <Notice role="status">
          {deals.message} <LocationDialogLink intent="deals">{UPDATE_LOCATION_PROMPT}</LocationDialogLink>
        </Notice>
      )}
    </>
  );
}
