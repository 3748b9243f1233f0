import { createRequire } from "node:module";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { ServerStyleSheet, ThemeProvider } from "styled-components";
import { ListingCard, ListingGrid } from "~/components/local/ListingCard";
import { LINKS_BESIDE_CARDS, LINKS_PER_CARD, MAX_CARDS_PER_PAGE, MAX_LINKS_PER_PAGE } from "~/models/listing-paging";
import type { ListingView } from "~/models/listing-view";
import { locationSlug } from "~/models/slug";
import { theme } from "~/styles/theme";
import { catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { TOP_CITIES } from "../../catalog/seed/cities";
import { loader } from "./_site.local.$slug._index";

// Issue 27's budget (no page over 250 links, tests/e2e/crawl-quality.spec.ts) holds for a city's own first page
// whatever cell it is listed for (decision 049): the cards a first page may hold are bounded by construction, and
// here every first page of every cell of the 20 largest seeded cities is counted, card by card as the card renders.
catalogForLoaders();
const zipcodes = createRequire(import.meta.url)("zipcodes") as {
  lookupByName: (city: string, state: string) => Array<{ zip: string; latitude: number; longitude: number }>;
};

/** The anchors `ListingCard` renders for a listing (its links, the only thing counted). */
function cardLinks(listing: ListingView, slug: string): number {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={`/local/${slug}`}>
          <ThemeProvider theme={theme}>
            <ListingGrid>
              <li>
                <ListingCard listing={listing} slug={slug} contentZone="localVisit" />
              </li>
            </ListingGrid>
          </ThemeProvider>
        </StaticRouter>,
      ),
    );
    expect(html).toContain("<article");
    return html.match(/<a\b/g)?.length ?? 0;
  } finally {
    sheet.seal();
  }
}

describe("the link budget of a city's first page (decision 049)", () => {
  it("the cards a page may hold and the links beside them fit the budget", () => {
    expect(LINKS_BESIDE_CARDS + MAX_CARDS_PER_PAGE * LINKS_PER_CARD).toBeLessThanOrEqual(MAX_LINKS_PER_PAGE);
  });

  it("no cell's first page of the 20 largest cities passes 250 links, counting what each card renders", async () => {
    const linksOf = new Map<string, number>();
    let cells = 0;
    let most = { links: 0, where: "" };
    for (const [city, state] of TOP_CITIES.slice(0, 20)) {
      const slug = locationSlug(city, state);
      const seen = new Set<string>();
      // A first visit (a crawler's too) is listed for the cell of the city's own point, then every ZIP's cell.
      const visitors = [
        undefined,
        ...zipcodes
          .lookupByName(city, state)
          .filter((zip) => Number.isFinite(zip.latitude) && zip.latitude !== 0)
          .map((zip) => ({ city, state, zip: zip.zip, coords: { lat: zip.latitude, lng: zip.longitude } })),
      ];
      for (const location of visitors) {
        // One visitor a cell: the cell's page is the same for all of its points.
        const cell = location
          ? `${Math.trunc(location.coords.lat * 100)},${Math.trunc(location.coords.lng * 100)}`
          : "";
        if (seen.has(cell)) continue;
        seen.add(cell);
        cells++;
        const page = await loader(visitArgs(`/local/${slug}`, { params: { slug }, location }));
        const cards = [...page.visit.listings, ...page.serving.listings];
        let links = LINKS_BESIDE_CARDS;
        for (const listing of cards) {
          const key = `${slug}:${listing.businessProfileId}:${listing.offerCount}:${listing.offers[0]?.offerId}`;
          if (!linksOf.has(key)) linksOf.set(key, cardLinks(listing, slug));
          const own = linksOf.get(key)!;
          expect(own, `${listing.businessName} in ${city}, ${state}`).toBeLessThanOrEqual(LINKS_PER_CARD);
          links += own;
        }
        const where = `${city}, ${state} ${location?.zip ?? "(first visit)"}: ${cards.length} cards`;
        expect(cards.length, where).toBeLessThanOrEqual(MAX_CARDS_PER_PAGE);
        expect(links, where).toBeLessThanOrEqual(MAX_LINKS_PER_PAGE);
        if (links > most.links) most = { links, where };
      }
    }
    expect(cells).toBeGreaterThan(900);
    console.info(`${cells} cells; the most links on a first page: ${most.links} (${most.where})`);
  }, 600_000);
});
