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
