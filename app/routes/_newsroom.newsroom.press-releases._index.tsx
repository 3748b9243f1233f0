import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { ArticleList } from "~/components/newsroom/NewsLists";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { pressReleaseSummaries } from "~/models/newsroom";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Press Releases",
    description: "Announcements from Valuvo: new markets, facilities, partnerships, leadership and community news.",
  });

export async function loader() {
  const releases = await settle(getServices().newsroom.getNewsroomFolder("press-releases"));
  return { releases: releases.ok ? ok(pressReleaseSummaries(releases.data)) : releases };
}

export default function PressReleases() {
  const { releases } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage title="Press Releases" intro="News and announcements from Valuvo, newest first.">
      {releases.ok ? <ArticleList articles={releases.data} /> : <AreaMessage message={releases.message} />}
    </NewsroomPage>
  );
}
