import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { CoverageList } from "~/components/newsroom/NewsLists";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { coverageItems } from "~/models/newsroom";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Media Coverage",
    description: "Valuvo in the news: stories from business, retail and franchise publications about local savings.",
  });

export async function loader() {
  const coverage = await settle(getServices().newsroom.getNewsroomFolder("media-coverage"));
  return { coverage: coverage.ok ? ok(coverageItems(coverage.data)) : coverage };
}

export default function MediaCoverage() {
  const { coverage } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage title="Media Coverage" intro="What business, retail and franchise publications write about Valuvo.">
      {coverage.ok ? <CoverageList items={coverage.data} /> : <AreaMessage message={coverage.message} />}
    </NewsroomPage>
  );
}
