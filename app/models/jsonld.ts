/** Shared pieces of the schema.org JSON-LD builders (one builder per page type, decision 009). */

export const SCHEMA_CONTEXT = "https://schema.org";

/** The site's logo for structured data (512×512 PNG in public/, rendered by scripts/render-share-images.mjs). */
export const SITE_LOGO_PATH = "/valuvo-logo.png";

export const AVAILABILITY = {
  inStock: "https://schema.org/InStock",
  inStoreOnly: "https://schema.org/InStoreOnly",
  discontinued: "https://schema.org/Discontinued",
  soldOut: "https://schema.org/SoldOut",
} as const;

/** The publishing organisation, as articles and the home page name it. */
export function siteOrganization(origin: string, name: string) {
  return {
    "@type": "Organization",
    name,
    url: new URL("/", origin).toString(),
    logo: new URL(SITE_LOGO_PATH, origin).toString(),
  };
}

/** JSON for a `<script type="application/ld+json">`: "<" escaped so the text can never close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
