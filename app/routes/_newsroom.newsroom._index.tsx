import { useLoaderData } from "@remix-run/react";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { AreaResult, SiteLink } from "~/shared";
import { LatestSection } from "~/components/newsroom/LatestSection";
import { ArticleList, CoverageList } from "~/components/newsroom/NewsLists";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { coverageItems, NEWSROOM_HOME_LIMIT, pressReleaseSummaries } from "~/models/newsroom-content";
import type { IntroducedPageCopy } from "~/copy/page-copy";
import { routeHeaders } from "~/http/cache-headers.server";
import { newsroomArea } from "~/pages/newsroom-page-data.server";

const PAGE: IntroducedPageCopy = {
  title: "Newsroom",
  description: "Valuvo news: the latest press releases, media coverage, executive leaders and brand logos.",
  intro: "News and announcements from Valuvo, and what the press is saying about local savings.",
};

export const headers = routeHeaders;
export const meta = staticPageMeta(PAGE);

export async function loader() {
  // The home shows the newest few of each list; the section pages show them all.
  const [pressReleases, coverage] = await Promise.all([
    newsroomArea("press-releases", (items) => pressReleaseSummaries(items).slice(0, NEWSROOM_HOME_LIMIT)),
    newsroomArea("media-coverage", (items) => coverageItems(items).slice(0, NEWSROOM_HOME_LIMIT)),
  ]);
  return { pressReleases, coverage };
}

export default function NewsroomHome() {
  const { pressReleases, coverage } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage page={PAGE}>
      <LatestSection
        id="latest-releases"
        heading="Latest Press Releases"
        more={{ to: "/newsroom/press-releases", label: "All press releases" }}
      >
        <AreaResult result={pressReleases}>{(articles) => <ArticleList articles={articles} heading="h3" />}</AreaResult>
      </LatestSection>
      <LatestSection
        id="latest-coverage"
        heading="In the News"
        more={{ to: "/newsroom/media-coverage", label: "All media coverage" }}
      >
        <AreaResult result={coverage}>{(items) => <CoverageList items={items} heading="h3" />}</AreaResult>
      </LatestSection>
      <LatestSection id="more-newsroom" heading="For the Press">
        <ul>
          <li>
            <SiteLink to="/newsroom/leadership">Executive leaders</SiteLink>: biographies and portraits.
          </li>
          <li>
            <SiteLink to="/newsroom/valuvo-logos">Valuvo logos</SiteLink> to download for articles and partner pages.
          </li>
        </ul>
      </LatestSection>
    </NewsroomPage>
  );
}
