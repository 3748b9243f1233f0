import { longDateText } from "./calendar-dates";
import type { ContentItem } from "./content";
import { SCHEMA_CONTEXT, siteOrganization } from "./jsonld";

/** View models and pure rules of the newsroom pages (SPEC §2 "Layouts", §7 Newsroom). */

export const PRESS_RELEASES_PATH = "/newsroom/press-releases";

/** How many items of each area the newsroom home shows before linking to the section. */
export const NEWSROOM_HOME_LIMIT = 3;

export type ArticleSummary = {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  dateLabel: string | null;
  to: string;
};

export type PressRelease = ArticleSummary & {
  paragraphs: string[];
  imageURL: string | null;
  /** The repository's `modifiedAt` property when it records an edit, else null. */
  modifiedAt: string | null;
};

export type CoverageItem = {
  id: string;
  title: string;
  summary: string;
  outlet: string | null;
  publishedAt: string;
  dateLabel: string | null;
  /** Only http(s) addresses; anything else from the upstream is shown unlinked. */
  href: string | null;
};

export type Leader = { id: string; name: string; jobTitle: string; photoURL: string | null; paragraphs: string[] };

export type LogoAsset = {
  id: string;
  title: string;
  summary: string;
  imageURL: string;
  fileName: string;
  /** Light artwork (the white logo) needs a dark backdrop to be seen. */
  onDark: boolean;
};

/** SPEC §3 content bodies are plain text with paragraphs separated by blank lines. */
export function bodyParagraphs(body: string | null): string[] {
  if (!body) return [];
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph !== "");
}

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first; items without a readable date go last, in their upstream order (the sort is stable). */
export function newestFirst<T extends { publishedAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => timeOf(b.publishedAt) - timeOf(a.publishedAt));
}

/** An absolute http(s) URL, or null: a `javascript:` or relative address from the upstream never becomes a link. */
export function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function pressReleasePath(slug: string): string {
  return `${PRESS_RELEASES_PATH}/${encodeURIComponent(slug)}`;
}

function articleSummary(item: ContentItem): ArticleSummary {
  return {
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    publishedAt: item.publishedAt,
    dateLabel: longDateText(item.publishedAt),
    to: pressReleasePath(item.slug),
  };
}

/** The items of a folder that are press releases, newest first, as list entries. */
export function pressReleaseSummaries(items: readonly ContentItem[]): ArticleSummary[] {
  return newestFirst(items.filter((item) => item.type === "press-release")).map(articleSummary);
}

/** One item as a press release page, or null when the id named something else (a leader, a folder…). */
export function toPressRelease(item: ContentItem): PressRelease | null {
  if (item.type !== "press-release") return null;
  const modified = item.properties.modifiedAt?.trim();
  return {
    ...articleSummary(item),
    paragraphs: bodyParagraphs(item.body),
    imageURL: safeExternalUrl(item.imageURL),
    modifiedAt: modified && !Number.isNaN(Date.parse(modified)) ? modified : null,
  };
}

export function coverageItems(items: readonly ContentItem[]): CoverageItem[] {
  return newestFirst(items.filter((item) => item.type === "media-coverage")).map((item) => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    outlet: item.properties.outlet?.trim() || null,
    publishedAt: item.publishedAt,
    dateLabel: longDateText(item.publishedAt),
    href: safeExternalUrl(item.externalURL),
  }));
}

function order(item: ContentItem): number {
  const value = Number(item.properties.order);
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/** Leaders in the repository's `order` property (CEO first); those without one follow in upstream order. */
export function leaders(items: readonly ContentItem[]): Leader[] {
  return items
    .filter((item) => item.type === "leader")
    .map((item, index) => ({ item, index }))
    .sort((a, b) => order(a.item) - order(b.item) || a.index - b.index)
    .map(({ item }) => ({
      id: item.id,
      name: item.title,
      jobTitle: item.summary,
      photoURL: safeExternalUrl(item.imageURL),
      paragraphs: bodyParagraphs(item.body),
    }));
}

/** Logos with a downloadable image; the file name comes from the slug and the image's own extension. */
export function logoAssets(items: readonly ContentItem[]): LogoAsset[] {
  return items.flatMap((item) => {
    const imageURL = item.type === "logo" ? safeExternalUrl(item.imageURL) : null;
    if (!imageURL) return [];
    const extension = /\.([a-z0-9]{2,5})$/i.exec(new URL(imageURL).pathname)?.[1]?.toLowerCase() ?? "svg";
    return [
      {
        id: item.id,
        title: item.title,
        summary: item.summary,
        imageURL,
        fileName: `${item.slug.replace(/[^a-z0-9-]+/gi, "-")}.${extension}`,
        onDark: item.properties.variant === "white",
      },
    ];
  });
}

/**
 * schema.org NewsArticle of a press release page: headline, image, dates, author and publisher (Google's article
 * properties). A press release is the company's own statement, so the organisation is its author; the repository
 * records no later edit, so it was last modified when published.
 */
export function newsArticleJsonLd(article: PressRelease, canonicalUrl: string, origin: string, siteName: string) {
  const organization = siteOrganization(origin, siteName);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "NewsArticle",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt ?? article.publishedAt,
    url: canonicalUrl,
    mainEntityOfPage: canonicalUrl,
    image: [article.imageURL ?? organization.logo],
    articleBody: article.paragraphs.join("\n\n"),
    author: [organization],
    publisher: organization,
  };
}
