import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import styled from "styled-components";
import { Prose } from "~/components/content/Prose";
import {
  AreaMessage,
  jsonLdText,
  pageMeta,
  type RouteHandle,
  segmentLabel,
  SITE_NAME,
  SiteLink,
  useRootData,
} from "~/shared";
import { Paragraphs, PublishedDate } from "~/components/newsroom/ContentText";
import { newsArticleJsonLd, PRESS_RELEASES_PATH, toPressRelease, type PressRelease } from "~/models/newsroom-content";
import { routeHeaders } from "~/http/cache-headers.server";
import { getServices } from "~/services/index.server";
import { settle } from "~/pages/settle.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  const article = args.data?.article;
  return article
    ? pageMeta(args, {
        title: article.title,
        description: article.summary,
        ogType: "article",
        // Article images are SVG, which social networks do not show: the newsroom PNG card (issue 27).
        image: { src: "/share/newsroom.png", alt: "Valuvo Newsroom", wide: true },
      })
    : pageMeta(args, { title: "Press Release", noindex: true });
};

type ArticleData = { article: PressRelease; message: null } | { article: null; message: string };

// Home › Newsroom › Press Releases › the article's own title rather than its slug.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const article = (match.data as ArticleData | undefined)?.article;
    return [
      { label: "Newsroom", to: "/newsroom" },
      { label: "Press Releases", to: PRESS_RELEASES_PATH },
      { label: article?.title ?? segmentLabel(match.params.slug ?? ""), to: match.pathname },
    ];
  },
};

export async function loader({ params }: LoaderFunctionArgs) {
  // The service refuses ids it could never hold (its id check) with the same 404 as an unknown one.
  const result = await settle(getServices().newsroom.getNewsroomItem(params.slug ?? ""));
  if (!result.ok) {
    if (result.status === 404) throw new Response(null, { status: 404 });
    // The article may well exist: say the newsroom is unavailable (503, not indexed) instead of "not found".
    return data<ArticleData>({ article: null, message: result.message }, { status: 503 });
  }
  const article = toPressRelease(result.data);
  // A leader, a logo or a folder is not a press release, even though the repository knows its id.
  if (!article) throw new Response(null, { status: 404 });
  return data<ArticleData>({ article, message: null });
}

const Header = styled.header.withConfig({
  componentId: "NewsroomPressReleasesSlug-Header",
  displayName: "PressReleaseHeader",
})`
  margin-bottom: 16px;
  h1 {
    margin-bottom: 4px;
  }
`;

const Back = styled.p.withConfig({ componentId: "NewsroomPressReleasesSlug-Back", displayName: "PressReleaseBack" })`
  margin-top: 32px;
  font-weight: 600;
`;

export default function PressReleasePage() {
  const { article, message } = useLoaderData<typeof loader>();
  const { origin } = useRootData();
  if (article === null) {
    return (
      <Prose>
        <h1>Press Release</h1>
        <AreaMessage message={message} />
        <Back>
          <SiteLink to={PRESS_RELEASES_PATH}>All press releases</SiteLink>
        </Back>
      </Prose>
    );
  }
  const canonicalUrl = `${origin}${article.to}`;
  return (
    <Prose>
      <Header>
        <h1>{article.title}</h1>
        <PublishedDate iso={article.publishedAt} label={article.dateLabel} />
      </Header>
      <Paragraphs paragraphs={article.paragraphs} />
      <Back>
        <SiteLink to={PRESS_RELEASES_PATH}>All press releases</SiteLink>
      </Back>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(newsArticleJsonLd(article, canonicalUrl, origin, SITE_NAME)) }}
      />
    </Prose>
  );
}
