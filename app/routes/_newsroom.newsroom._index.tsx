import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { pageMeta } from "~/components/layout/meta";
import { SiteLink } from "~/components/layout/SiteLink";
import { AreaMessage } from "~/components/newsroom/AreaMessage";
import { ArticleList, CoverageList } from "~/components/newsroom/NewsLists";
import { NewsroomPage } from "~/components/newsroom/NewsroomPage";
import { coverageItems, NEWSROOM_HOME_LIMIT, pressReleaseSummaries } from "~/models/newsroom";
import { ok } from "~/models/result";
import { routeHeaders } from "~/pages/cache-headers";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Newsroom",
    description: "Valuvo news: the latest press releases, media coverage, executive leaders and brand logos.",
  });

export async function loader() {
  const { newsroom } = getServices();
  const [releases, coverage] = await Promise.all([
    settle(newsroom.getNewsroomFolder("press-releases")),
    settle(newsroom.getNewsroomFolder("media-coverage")),
  ]);
  return {
    pressReleases: releases.ok ? ok(pressReleaseSummaries(releases.data).slice(0, NEWSROOM_HOME_LIMIT)) : releases,
    coverage: coverage.ok ? ok(coverageItems(coverage.data).slice(0, NEWSROOM_HOME_LIMIT)) : coverage,
  };
}

const Section = styled.section.withConfig({ componentId: "NewsroomHome-Section", displayName: "NewsroomSection" })`
  margin-bottom: 32px;
  h2 { margin: 0 0 12px; }
`;

const More = styled.p.withConfig({ componentId: "NewsroomHome-More", displayName: "NewsroomMore" })`
  margin: 12px 0 0;
  font-weight: 600;
`;

export default function NewsroomHome() {
  const { pressReleases, coverage } = useLoaderData<typeof loader>();
  return (
    <NewsroomPage
      title="Newsroom"
      intro="News and announcements from Valuvo, and what the press is saying about local savings."
    >
      <Section aria-labelledby="latest-releases">
        <h2 id="latest-releases">Latest Press Releases</h2>
        {pressReleases.ok ? <ArticleList articles={pressReleases.data} heading="h3" /> : <AreaMessage message={pressReleases.message} />}
        <More>
          <SiteLink to="/newsroom/press-releases">All press releases</SiteLink>
        </More>
      </Section>
      <Section aria-labelledby="latest-coverage">
        <h2 id="latest-coverage">In the News</h2>
        {coverage.ok ? <CoverageList items={coverage.data} heading="h3" /> : <AreaMessage message={coverage.message} />}
        <More>
          <SiteLink to="/newsroom/media-coverage">All media coverage</SiteLink>
        </More>
      </Section>
      <Section aria-labelledby="more-newsroom">
        <h2 id="more-newsroom">For the Press</h2>
        <ul>
          <li>
            <SiteLink to="/newsroom/leadership">Executive leaders</SiteLink>: biographies and portraits.
          </li>
          <li>
            <SiteLink to="/newsroom/valuvo-logos">Valuvo logos</SiteLink> to download for articles and partner pages.
          </li>
        </ul>
      </Section>
    </NewsroomPage>
  );
}
