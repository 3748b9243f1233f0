import type { NewsroomFolder } from "./content";
import type { ArticleSummary, CoverageItem, Leader, LogoAsset } from "./newsroom-content";
import type { IntroducedPageCopy } from "../copy/page-copy";
import type { Result } from "./result";

/**
 * The newsroom pages that each show one folder of the content repository in full, keyed by that folder. They
 * differ only in this copy and in how the folder's items are listed, so their routes name a key and nothing more.
 */
export const NEWSROOM_SECTIONS = {
  "press-releases": {
    title: "Press Releases",
    description: "Announcements from Valuvo: new markets, facilities, partnerships, leadership and community news.",
    intro: "News and announcements from Valuvo, newest first.",
  },
  "media-coverage": {
    title: "Media Coverage",
    description: "Valuvo in the news: stories from business, retail and franchise publications about local savings.",
    intro: "What business, retail and franchise publications write about Valuvo.",
  },
  leadership: {
    title: "Executive Leaders",
    description: "Meet the executive team leading Valuvo: biographies and portraits for press and partners.",
    intro: "The team leading Valuvo and its national franchise network.",
  },
  logos: {
    title: "Valuvo Logos",
    description: "Download official Valuvo logos in full color, white and black, and the Valuvo app icon.",
    intro: "Official Valuvo artwork for articles and partner pages. Please do not alter, recolor or crop the logos.",
  },
} as const satisfies Partial<Record<NewsroomFolder, IntroducedPageCopy>>;

export type NewsroomSection = keyof typeof NEWSROOM_SECTIONS;

/** How each section lists its folder. */
export type NewsroomSectionViews = {
  "press-releases": ArticleSummary[];
  "media-coverage": CoverageItem[];
  leadership: Leader[];
  logos: LogoAsset[];
};

/** A section page's data: which section it is, and its one data area in that section's view. */
export type NewsroomSectionData<S extends NewsroomSection = NewsroomSection> = {
  [K in S]: { section: K; area: Result<NewsroomSectionViews[K]> };
}[S];
