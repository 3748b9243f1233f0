import { SCHEMA_CONTEXT, siteOrganization } from "./jsonld";

/**
 * The home page's structured data: the Organization (logo, social profiles) and the WebSite with its site search
 * as a SearchAction, so a search engine may offer a search box that lands on `/search?term=`.
 */
export function homeJsonLd(origin: string, siteName: string, socialProfiles: readonly string[]) {
  const organization = {
    "@context": SCHEMA_CONTEXT,
    ...siteOrganization(origin, siteName),
    "@id": new URL("/#organization", origin).toString(),
    sameAs: [...socialProfiles],
  };
  const searchUrl = new URL("/search", origin);
  const website = {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": new URL("/#website", origin).toString(),
    name: siteName,
    url: new URL("/", origin).toString(),
    publisher: { "@id": organization["@id"] },
    potentialAction: {
      "@type": "SearchAction",
      // The placeholder must reach the page unencoded: crawlers substitute it literally.
      target: { "@type": "EntryPoint", urlTemplate: `${searchUrl.toString()}?term={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  return [organization, website];
}
