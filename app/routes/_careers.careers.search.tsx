import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OpeningsSearch } from "~/components/careers/OpeningsSearch";
import { AreaResult, careersTrail, pageMeta, type RouteHandle } from "~/shared";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import {
  careerOpenings,
  filterOpenings,
  isFiltered,
  openingFacets,
  parseOpeningsQuery,
} from "~/models/career-openings";
import type { IntroducedPageCopy } from "~/copy/page-copy";
import { routeHeaders } from "~/http/cache-headers.server";
import { newsroomArea } from "~/pages/newsroom-page-data.server";

const PAGE: IntroducedPageCopy = {
  title: "Search Openings",
  description: "Search open positions at Valuvo by keyword, team and location: sales, technology, creative and more.",
  intro: "Find your next role at Valuvo. Filter by keyword, team and location.",
};

export const headers = routeHeaders;

export const handle: RouteHandle = { breadcrumbs: () => careersTrail("/careers/search") };

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: PAGE.title,
    description: PAGE.description,
    // Every filtered view is the same page for a crawler.
    canonicalPath: "/careers/search",
    noindex: args.data?.filtered ?? false,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseOpeningsQuery(new URL(request.url).searchParams);
  // The filters offer every team and location there is, whatever the current search matches.
  const openings = await newsroomArea("careers", (items) => {
    const all = careerOpenings(items);
    return { ...openingFacets(all), matches: filterOpenings(all, query) };
  });
  return { query, filtered: isFiltered(query), openings };
}

export default function SearchOpenings() {
  const { query, filtered, openings } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage page={PAGE}>
      <AreaResult result={openings}>
        {({ teams, locations, matches }) => (
          <OpeningsSearch query={query} filtered={filtered} teams={teams} locations={locations} openings={matches} />
        )}
      </AreaResult>
    </NewsroomPage>
  );
}
