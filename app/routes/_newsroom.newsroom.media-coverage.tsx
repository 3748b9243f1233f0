import { useLoaderData } from "@remix-run/react";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { NewsroomSectionPage } from "~/components/newsroom/NewsroomSectionPage";
import { NEWSROOM_SECTIONS } from "~/models/newsroom-sections";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadNewsroomSection } from "~/pages/newsroom-page-data.server";

// One of the newsroom sections: its copy is its NEWSROOM_SECTIONS entry, its list is drawn by NewsroomSectionPage.
export const headers = routeHeaders;
export const meta = staticPageMeta(NEWSROOM_SECTIONS["media-coverage"]);
export const loader = () => loadNewsroomSection("media-coverage");

export default function MediaCoverage() {
  return <NewsroomSectionPage data={useLoaderData<typeof loader>()} />;
}
