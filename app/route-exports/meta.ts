import type { MetaArgs, MetaDescriptor, MetaFunction } from "@remix-run/react";
import { ERROR_TEXTS, errorStatus } from "~/components/errors/error-texts";

export const SITE_NAME = "Valuvo";
export const DEFAULT_DESCRIPTION =
  "Printable local coupons near you, online coupon codes and Clipp deals from businesses you love. Free, no sign-in.";

type RootData = { origin: string };

export function siteOrigin(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return root?.origin ?? "http://localhost:3000";
}

/**
 * An absolute URL for a path of this site. A path that starts with `//` would be read as another host (or throw,
 * for `//` alone), so leading slashes collapse to one: `//evil.example/x` stays on our origin as `/evil.example/x`.
 */
export function absoluteUrl(path: string, origin: string): string {
  const local = `/${path.replace(/^[/\\]+/, "")}`;
  try {
    return new URL(local, origin).toString();
  } catch {
    return `${origin}${local}`;
  }
}

/** The share card of pages without an image of their own (1200×630, public/og-default.png). */
export const DEFAULT_SHARE_IMAGE = {
  src: "/og-default.png",
  alt: "Valuvo: local coupons, coupon codes and deals",
  wide: true,
} as const;

export type ShareImage = {
  /** An absolute URL (a business logo, an article image) or a site path. */
  src: string;
  alt: string;
  /** A wide banner (≥ 1200×630) makes the large card; a logo or square image the small one. */
  wide?: boolean;
};

export type PageMetaInput = {
  title: string;
  description?: string;
  /** Path (and, for a business page, `?store=`) of the one URL the page answers 200 at; default the path alone. */
  canonicalPath?: string;
  noindex?: boolean;
  /** The share preview's image (SPEC §2 share widgets); the site's card when absent. */
  image?: ShareImage | null;
  /** Open Graph type: `article` for newsroom and blog articles. */
  ogType?: "website" | "article";
};

/**
 * Title, description, canonical URL and share preview (Open Graph and Twitter card) of a page (DESIGN §9: every
 * route has them). The canonical URL and `og:url` are built from the configured origin only (decision 009).
 */
export function pageMeta(args: Pick<MetaArgs, "matches" | "location">, page: PageMetaInput): MetaDescriptor[] {
  const origin = siteOrigin(args.matches);
  const canonical = absoluteUrl(page.canonicalPath ?? args.location.pathname, origin);
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = new URL(image.src, origin).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: image.wide ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    // Not indexed, but its links (search results, city directory, current offers) lead to real pages.
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

/** Meta of an error page: never indexable; the 404's document title reads 'This page could not be found'. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  const status = errorStatus(error);
  // A page whose own content is missing for now (`unavailableResponse`) is titled by what is missing, as it says.
  const unavailable = status === 503 ? unavailableTitle(error) : null;
  const title =
    status === 404
      ? "This page could not be found"
      : status === 503
        ? (unavailable ?? "Maintenance in progress")
        : ERROR_TEXTS.other.title;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
}

function unavailableTitle(error: unknown): string | null {
  const data = typeof error === "object" && error !== null ? (error as { data?: unknown }).data : null;
  const message = typeof data === "object" && data !== null ? (data as { unavailable?: unknown }).unavailable : null;
  return typeof message === "string" && message !== "" && message.length <= 200 ? message : null;
}

/** A layout's `meta`: consulted only when the layout renders an error, since its pages name themselves. */
export const layoutMeta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);
