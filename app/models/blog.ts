/** Blog articles of the content repository (`blog` folder): savings tips and local guides. */

export interface BlogAuthor {
  name: string;
}

export interface BlogArticleSummary {
  /** The content repository's id; the page lives at `/blog/{contentId}`. */
  contentId: string;
  title: string;
  summary: string;
  publishedAt: string;
  modifiedAt: string;
  author: BlogAuthor;
  imageUrl: string | null;
  /** Local category ids (SPEC §3) the article is about. */
  localCategoryIds: number[];
  /** Coupon-code category slugs (SPEC §3) the article is about. */
  couponCodeCategories: string[];
}

export interface BlogArticle extends BlogArticleSummary {
  paragraphs: string[];
}

export interface BlogPage {
  articles: BlogArticleSummary[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export const BLOG_PAGE_SIZE = 10;
export const MAX_BLOG_PAGE_SIZE = 50;

export const BLOG_CONTENT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBlogContentId(value: string): boolean {
  return value.length <= 128 && BLOG_CONTENT_ID.test(value);
}

export const BLOG_PATH = "/blog";

/** `/blog/{contentId}`; the id is the content repository's, already checked by `isBlogContentId` upstream. */
export function blogArticlePath(contentId: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(contentId)}`;
}

export interface Publisher {
  name: string;
  /** Absolute URL of the publisher's logo. */
  logoUrl: string;
  url: string;
}

// Search engines cut an Article headline at 110 characters; a longer title is shortened on a word boundary.
const MAX_HEADLINE = 110;

export function articleHeadline(title: string): string {
  const text = title.trim().replace(/\s+/g, " ");
  if (text.length <= MAX_HEADLINE) return text;
  const cut = text.slice(0, MAX_HEADLINE - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * schema.org Article of a blog post: headline, image, datePublished, dateModified, author and publisher, the
 * fields crawlers ask of an article. A modification date before publication (an editing slip) reads as the
 * publication date.
 */
export function blogArticleJsonLd(article: BlogArticle, canonicalUrl: string, publisher: Publisher) {
  const modified =
    Date.parse(article.modifiedAt) >= Date.parse(article.publishedAt) ? article.modifiedAt : article.publishedAt;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: articleHeadline(article.title),
    description: article.summary,
    ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
    datePublished: article.publishedAt,
    dateModified: modified,
    author: { "@type": "Person", name: article.author.name },
    publisher: {
      "@type": "Organization",
      name: publisher.name,
      url: publisher.url,
      logo: { "@type": "ImageObject", url: publisher.logoUrl },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl },
    url: canonicalUrl,
    articleBody: article.paragraphs.join("\n\n"),
  };
}
