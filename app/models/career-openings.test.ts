import { describe, expect, it } from "vitest";
import {
  careerOpenings,
  filterOpenings,
  isFiltered,
  MAX_QUERY_LENGTH,
  openingFacets,
  parseOpeningsQuery,
  toCareerOpening,
  type CareerOpening,
  type OpeningsQuery,
} from "./career-openings";
import type { ContentItem } from "./content";

function item(overrides: Partial<ContentItem>): ContentItem {
  return {
    id: "job-x",
    parentId: "careers",
    type: "career-opening",
    slug: "x",
    title: "Opening",
    summary: "",
    publishedAt: "2026-10-01T14:00:00.000Z",
    body: null,
    imageURL: null,
    externalURL: null,
    properties: {},
    ...overrides,
  };
}

const OPENINGS: CareerOpening[] = careerOpenings([
  item({
    id: "job-engineer",
    title: "Senior Software Engineer",
    summary: "Technology · Remote (US)",
    publishedAt: "2026-10-10T14:00:00.000Z",
    body: "Build the website.\n\nWork with designers.",
    properties: { department: "Technology", location: "Remote (US)", employmentType: "Full-time" },
  }),
  item({
    id: "job-sales",
    title: "Sales Manager",
    summary: "Sales · Saint Petersburg, FL",
    publishedAt: "2026-10-15T14:00:00.000Z",
    body: "Lead a team of advertising representatives.",
    properties: { department: "Sales", location: "Saint Petersburg, FL", employmentType: "Full-time" },
  }),
  item({
    id: "job-rep",
    title: "Advertising Sales Representative",
    summary: "Sales · Tampa, FL",
    publishedAt: "2026-09-30T14:00:00.000Z",
    body: "Meet local business owners.",
    properties: { department: "Sales", location: "Tampa, FL", employmentType: "Part-time" },
  }),
]);

const query = (q: Partial<OpeningsQuery>): OpeningsQuery => ({ q: "", team: "", location: "", ...q });

describe("filterOpenings", () => {
  it.each<[string, Partial<OpeningsQuery>, string[]]>([
    ["keeps every opening, newest first, without a filter", {}, ["job-sales", "job-engineer", "job-rep"]],
    ["matches a keyword in the title, ignoring case", { q: "ENGINEER" }, ["job-engineer"]],
    ["matches a keyword in the team", { q: "sales" }, ["job-sales", "job-rep"]],
    ["matches a keyword in the location", { q: "tampa" }, ["job-rep"]],
    ["matches a keyword in the description", { q: "designers" }, ["job-engineer"]],
    ["matches the employment type", { q: "part-time" }, ["job-rep"]],
    ["needs every word of the query", { q: "sales tampa" }, ["job-rep"]],
    ["matches a part of a word", { q: "advert" }, ["job-sales", "job-rep"]],
    ["finds nothing for an unknown word", { q: "astronaut" }, []],
    ["filters by team exactly, ignoring case", { team: "sales" }, ["job-sales", "job-rep"]],
    ["filters by location exactly", { location: "Saint Petersburg, FL" }, ["job-sales"]],
    ["combines team, location and keyword", { q: "manager", team: "Sales", location: "Tampa, FL" }, []],
    ["finds nothing for an unknown team", { team: "Astronauts" }, []],
    ["treats markup as plain words", { q: "<script>alert(1)</script>" }, []],
  ])("%s", (_name, q, ids) => {
    expect(filterOpenings(OPENINGS, query(q)).map((o) => o.id)).toEqual(ids);
  });
});

describe("parseOpeningsQuery", () => {
  it.each<[string, string, OpeningsQuery]>([
    ["reads nothing from an empty query string", "", query({})],
    [
      "trims and collapses whitespace",
      "q=%20%20senior%20%20%20engineer%20&team=%20Sales",
      query({ q: "senior engineer", team: "Sales" }),
    ],
    ["reads the office location", "office=Tampa%2C%20FL", query({ location: "Tampa, FL" })],
    ["keeps the first of repeated values", "q=one&q=two", query({ q: "one" })],
    ["cuts oversized input", `q=${"a".repeat(500)}`, query({ q: "a".repeat(MAX_QUERY_LENGTH) })],
  ])("%s", (_name, search, expected) => {
    expect(parseOpeningsQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it("says whether any filter is set", () => {
    expect(isFiltered(query({}))).toBe(false);
    expect(isFiltered(query({ location: "Tampa, FL" }))).toBe(true);
  });
});

describe("toCareerOpening", () => {
  it.each<[string, Partial<ContentItem>, Pick<CareerOpening, "team" | "location">]>([
    [
      "prefers the properties",
      { summary: "Ignored · Elsewhere", properties: { department: "Creative", location: "Largo, FL" } },
      { team: "Creative", location: "Largo, FL" },
    ],
    [
      "falls back to the summary's two parts",
      { summary: "Sales · Saint Petersburg, FL" },
      { team: "Sales", location: "Saint Petersburg, FL" },
    ],
    ["does not guess from a summary without a separator", { summary: "Remote (US)" }, { team: null, location: null }],
    ["has neither without summary or properties", { summary: "  " }, { team: null, location: null }],
  ])("%s", (_name, overrides, expected) => {
    expect(toCareerOpening(item(overrides))).toMatchObject(expected);
  });

  it("splits the description into paragraphs and labels the posted date", () => {
    expect(toCareerOpening(item({ body: "One.\n\nTwo.", publishedAt: "2026-03-05T14:00:00.000Z" }))).toMatchObject({
      paragraphs: ["One.", "Two."],
      postedLabel: "March 5, 2026",
    });
  });

  it("leaves out items of the folder that are not openings", () => {
    expect(careerOpenings([item({ id: "careers", type: "folder" }), item({ id: "job-a" })]).map((o) => o.id)).toEqual([
      "job-a",
    ]);
  });
});

describe("openingFacets", () => {
  it("lists distinct teams and locations alphabetically", () => {
    expect(openingFacets(OPENINGS)).toEqual({
      teams: ["Sales", "Technology"],
      locations: ["Remote (US)", "Saint Petersburg, FL", "Tampa, FL"],
    });
  });
});
