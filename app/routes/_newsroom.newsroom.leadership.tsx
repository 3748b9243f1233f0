import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { LeaderList } from "~/components/newsroom/LeaderList";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { leaders } from "~/models/newsroom";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Executive Leaders",
    description: "Meet the executive team leading Valuvo: biographies and portraits for press and partners.",
  });

export async function loader() {
  const team = await settle(getServices().newsroom.getNewsroomFolder("leadership"));
  return { team: team.ok ? ok(leaders(team.data)) : team };
}

export default function Leadership() {
  const { team } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage title="Executive Leaders" intro="The team leading Valuvo and its national franchise network.">
      {team.ok ? <LeaderList leaders={team.data} /> : <AreaMessage message={team.message} />}
    </NewsroomPage>
  );
}
