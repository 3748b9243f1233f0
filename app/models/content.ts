/** Newsroom / careers content items, billboards and specialty links (SPEC §3 client state, §7). */

export const CONTENT_TYPES = ["press-release", "media-coverage", "leader", "logo", "career-opening", "folder"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const NEWSROOM_FOLDERS = ["press-releases", "media-coverage", "leadership", "logos", "careers"] as const;
export type NewsroomFolder = (typeof NEWSROOM_FOLDERS)[number];

export interface ContentItem {
  id: string;
  parentId: string | null;
  type: ContentType;
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  /** Paragraphs separated by blank lines; absent when the upstream was not asked for all properties. */
  body: string | null;
  imageURL: string | null;
  externalURL: string | null;
  properties: Record<string, string>;
}

export interface Billboard {
  id: string;
  title: string;
  imageURL: string;
  linkUrl: string;
  startDate: string;
  endDate: string;
  franchisePromo: boolean;
  activatedFranchiseId: number | null;
}

export interface SpecialtyLink {
  linkUrl: string;
  text: string;
  icon: string;
  newWindow: boolean;
  startDate: string;
  endDate: string;
}
