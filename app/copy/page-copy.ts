/**
 * What a page with fixed copy says about itself: the document title and the description search engines show;
 * where the visible heading is longer or friendlier than the title, that heading; and for a policy, the date it
 * last changed, shown under the heading.
 */
export type PageCopy = { title: string; heading?: string; updated?: string; description: string };

/** The copy of a newsroom or careers page: a content page's, plus the line under its heading that introduces it. */
export type IntroducedPageCopy = PageCopy & { intro: string };

/** What a page shows as its heading: its own heading where it has one, else its title. */
export function pageHeading(page: PageCopy): string {
  return page.heading ?? page.title;
}
