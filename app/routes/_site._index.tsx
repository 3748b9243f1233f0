import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { useTrackPageView } from "~/components/analytics/track";
import { pageMeta } from "~/components/layout/meta";
import { keepDataWhenOnlyOverlayChanges } from "~/components/local/revalidate";
import { useShellData } from "~/components/layout/ShellRoute";
import { SiteLink } from "~/components/layout/SiteLink";
import { ListingCard, ListingGrid } from "~/components/local/ListingCard";
import { OfferOverlays } from "~/components/local/OfferOverlays";
import { RecentlyViewed } from "~/components/local/RecentlyViewed";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import type { Billboard } from "~/models/content";
import type { LocalListing } from "~/models/local-listing";
import { localPagePath } from "~/models/local-page";
import { locationSlug } from "~/models/slug";
import { HEADER_LINKS, SPECIAL_OFFERS } from "~/models/navigation";
import { routeHeaders } from "~/services/cache-headers";
import { getServices } from "~/services/index.server";
import { readLocationCookie } from "~/services/location-cookie.server";
import { settle } from "~/services/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Valuvo — Local Coupons, Coupon Codes and Deals Near You",
    description:
      "Find printable local coupons near you, coupon codes for online shops and Clipp deals. Free, no sign-in.",
    canonicalPath: "/",
  });

/** How many local coupons the home page shows before 'See all'. */
export const HOME_LISTING_COUNT = 8;

/**
 * The home page's own data, in parallel: a selection of local coupons near the visitor and the active billboards
 * of the visitor's franchise (the default set outside any territory). Each area may fail on its own.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const services = getServices();
  const location = readLocationCookie(request);
  const billboards = async (): Promise<Billboard[]> => {
    const validated = location?.zip ? await services.location.validateZip(location.zip).catch(() => null) : null;
    return services.content.getBillboards(validated?.franchiseId ?? null);
  };
  const [near, boards] = await Promise.all([
    location ? settle(services.listings.getLocalListings(location.coords)) : null,
    settle(billboards()),
  ]);
  const listings: LocalListing[] = near?.ok ? near.data.listings.slice(0, HOME_LISTING_COUNT) : [];
  return data(
    {
      slug: location ? locationSlug(location.city, location.state) : null,
      near: listings,
      billboards: boards.ok ? boards.data : [],
      renderedAt: new Date().toISOString(),
    },
  );
}

export const shouldRevalidate = keepDataWhenOnlyOverlayChanges;

const Hero = styled.section.withConfig({ componentId: "Home-Hero", displayName: "Hero" })`
  padding: 32px 24px;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.brand};
  color: #fff;
  h1 { margin: 0 0 8px; font-size: 2rem; line-height: 1.2; }
  p { margin: 0 0 16px; font-size: 1.1rem; }
  p a { color: #fff; }
  .actions a {
    display: inline-block;
    margin: 4px 8px 4px 0;
    padding: 12px 20px;
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    text-decoration: none;
  }
`;

const Billboards = styled.ul.withConfig({ componentId: "Home-Billboards" })`
  list-style: none;
  margin: 24px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 12px;
  a { display: block; border-radius: ${(p) => p.theme.radius}px; overflow: hidden; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 1; object-fit: cover; }
`;

const Tiles = styled.ul.withConfig({ componentId: "Home-Tiles" })`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  a {
    display: block;
    padding: 16px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    background: ${(p) => p.theme.colors.surface};
    font-weight: 600;
    text-decoration: none;
  }
`;

export default function Home() {
  const { slug, near, billboards, renderedAt } = useLoaderData<typeof loader>();
  const location = useShellData("routes/_site")?.location ?? null;
  useTrackPageView("pageRequest", { page: "home" });
  const localSlug = slug ?? location?.slug ?? null;
  return (
    <>
      <Hero aria-labelledby="home-title">
        {location ? (
          <>
            <h1 id="home-title">Local coupons near {location.label}</h1>
            <p>
              Printable coupons from businesses around you.{" "}
              <LocationDialogLink intent="change">Not in {location.city}? Change location</LocationDialogLink>
            </p>
            <div className="actions">
              <SiteLink to={localPagePath(location.slug)}>See coupons in {location.label}</SiteLink>
              <SiteLink to={HEADER_LINKS.couponCodes.to}>Browse coupon codes</SiteLink>
            </div>
          </>
        ) : (
          <>
            <h1 id="home-title">Save at the places you love, near you</h1>
            <p>Printable coupons from local businesses, coupon codes for online shops, and Clipp deals.</p>
            <div className="actions">
              <LocationDialogLink intent="coupons">Choose your location</LocationDialogLink>
              <SiteLink to={HEADER_LINKS.couponCodes.to}>Browse coupon codes</SiteLink>
            </div>
          </>
        )}
      </Hero>
      {billboards.length > 0 ? (
        <Billboards aria-label="Featured promotions">
          {billboards.map((billboard) => (
            <li key={billboard.id}>
              <SiteLink to={billboard.linkUrl}>
                <img src={billboard.imageURL} alt={billboard.title} width={900} height={300} loading="lazy" />
              </SiteLink>
            </li>
          ))}
        </Billboards>
      ) : null}
      {near.length > 0 && localSlug ? (
        <section aria-labelledby="near-heading">
          <h2 id="near-heading">Local Coupons Near You</h2>
          <ListingGrid>
            {near.map((listing) => (
              <li key={listing.componentUID}>
                <ListingCard listing={listing} slug={localSlug} contentZone="home" />
              </li>
            ))}
          </ListingGrid>
          <p>
            <SiteLink to={localPagePath(localSlug)}>See all local coupons</SiteLink>
          </p>
        </section>
      ) : null}
      <RecentlyViewed />
      <section aria-labelledby="special-offers">
        <h2 id="special-offers">Special Offers</h2>
        <Tiles>
          {SPECIAL_OFFERS.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to}>{link.label}</SiteLink>
            </li>
          ))}
        </Tiles>
      </section>
      {localSlug ? (
        <OfferOverlays lists={[near]} slug={localSlug} renderedAt={renderedAt} contentZone="home" />
      ) : null}
    </>
  );
}
