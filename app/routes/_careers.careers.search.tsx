import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OpeningsSearch } from "~/components/careers/OpeningsSearch";
import { pageMeta } from "~/components/layout/meta";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { careerOpenings, filterOpenings, isFiltered, openingFacets, parseOpeningsQuery } from "~/models/career-openings";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Search Openings",
    description: "Search open positions at Valuvo by keyword, team and location: sales, technology, creative and more.",
    // Every filtered view is the same page for a crawler.
    canonicalPath: "/careers/search",
    noindex: args.data?.filtered ?? false,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseOpeningsQuery(new URL(request.url).searchParams);
  const folder = await settle(getServices().newsroom.getNewsroomFolder("careers"));
  const filtered = isFiltered(query);
  if (!folder.ok) return { query, filtered, openings: folder };
  const all = careerOpenings(folder.data);
  return {
    query,
    filtered,
    openings: ok({ ...openingFacets(all), matches: filterOpenings(all, query) }),
  };
}

export default function SearchOpenings() {
  const { query, filtered, openings } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage title="Search Openings" intro="Find your next role at Valuvo. Filter by keyword, team and location.">
      {openings.ok ? (
        <OpeningsSearch
          query={query}
          filtered={filtered}
          teams={openings.data.teams}
          locations={openings.data.locations}
          openings={openings.data.matches}
        />
      ) : (
        <AreaMessage message={openings.message} />
      )}
    </NewsroomPage>
  );
}
