import { useLoaderData } from "@remix-run/react";
import { staticPageMeta } from "~/components/content/ContentPage";
import { NewsroomSectionPage } from "~/components/newsroom/NewsroomSectionPage";
import { NEWSROOM_SECTIONS } from "~/models/newsroom-sections";
import { routeHeaders } from "~/pages/cache-headers";
import { loadNewsroomSection } from "~/pages/newsroom.server";

// Every downloadable logo, from the content repository's logos folder. Its copy and its list are those of the section table.
export const headers = routeHeaders;
export const meta = staticPageMeta(NEWSROOM_SECTIONS.logos);
export const loader = () => loadNewsroomSection("logos");

export default function ValuvoLogos() {
  return <NewsroomSectionPage data={useLoaderData<typeof loader>()} />;
}
