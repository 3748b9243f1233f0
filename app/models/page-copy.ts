/**
 * What a page with fixed copy says about itself: the document title, the description search engines show and,
 * where the visible heading is longer or friendlier than the title, that heading.
 */
export type PageCopy = { title: string; description: string; heading?: string };

/** The copy of a newsroom or careers page: a content page's, plus the line under its heading that introduces it. */
export type IntroducedPageCopy = PageCopy & { intro: string };
