import type { ContentItem } from "./content";
import { longDateText } from "./calendar-dates";
import { bodyParagraphs, newestFirst } from "./newsroom-content";

/** Careers openings (the content repository's `careers` folder) and the /careers/search filter. */

export type CareerOpening = {
  id: string;
  title: string;
  team: string | null;
  location: string | null;
  employmentType: string | null;
  postedAt: string;
  postedLabel: string | null;
  paragraphs: string[];
};

export type OpeningsQuery = { q: string; team: string; location: string };

/** Longer input is cut: nothing a visitor types needs more, and the value is echoed back into the page. */
export const MAX_QUERY_LENGTH = 100;

// The repository's summary reads "Sales · Saint Petersburg, FL" when the properties are missing.
const SUMMARY_SEPARATOR = /\s+[·|•]\s+/;

function text(value: string | undefined | null): string | null {
  const trimmed = value?.replace(/\s+/g, " ").trim();
  return trimmed ? trimmed : null;
}

export function toCareerOpening(item: ContentItem): CareerOpening {
  // A summary without the separator could name either, so it names neither.
  const [summaryTeam, ...summaryRest] = item.summary.split(SUMMARY_SEPARATOR);
  const fromSummary = summaryRest.length > 0;
  return {
    id: item.id,
    title: item.title,
    team: text(item.properties.department) ?? text(item.properties.team) ?? (fromSummary ? text(summaryTeam) : null),
    location: text(item.properties.location) ?? (fromSummary ? text(summaryRest.join(", ")) : null),
    employmentType: text(item.properties.employmentType),
    postedAt: item.publishedAt,
    postedLabel: longDateText(item.publishedAt),
    paragraphs: bodyParagraphs(item.body),
  };
}

/** The folder's openings, newest first; other item types in the folder are not openings. */
export function careerOpenings(items: readonly ContentItem[]): CareerOpening[] {
  return newestFirst(items.filter((item) => item.type === "career-opening")).map(toCareerOpening);
}

function clean(value: string | null): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/**
 * `?q=&team=&office=` of the search form; missing, repeated or oversized values are tamed, never rejected. The
 * opening's location travels as `office` because `location` is the location dialog's parameter (url-state).
 */
export function parseOpeningsQuery(params: URLSearchParams): OpeningsQuery {
  return { q: clean(params.get("q")), team: clean(params.get("team")), location: clean(params.get("office")) };
}

export function isFiltered(query: OpeningsQuery): boolean {
  return query.q !== "" || query.team !== "" || query.location !== "";
}

const fold = (value: string) => value.toLocaleLowerCase("en-US");

/**
 * Openings matching every word of `q` (in title, team, location, employment type or description, ignoring case)
 * and, when chosen, exactly the team and the location.
 */
export function filterOpenings(openings: readonly CareerOpening[], query: OpeningsQuery): CareerOpening[] {
  const words = fold(query.q).split(" ").filter(Boolean);
  const team = fold(query.team);
  const location = fold(query.location);
  return openings.filter((opening) => {
    if (team && fold(opening.team ?? "") !== team) return false;
    if (location && fold(opening.location ?? "") !== location) return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [opening.title, opening.team, opening.location, opening.employmentType, ...opening.paragraphs].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The distinct teams and locations of the openings, alphabetically, for the form's choices. */
export function openingFacets(openings: readonly CareerOpening[]): { teams: string[]; locations: string[] } {
  const distinct = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => value !== null))].sort((a, b) => a.localeCompare(b, "en-US"));
  return { teams: distinct(openings.map((o) => o.team)), locations: distinct(openings.map((o) => o.location)) };
}
