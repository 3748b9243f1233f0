import styled from "styled-components";
import { AreaMessage, jsonLdText, SITE_NAME, SiteLink, usePageRequestData, useRootData } from "~/shared";
import { RelatedOffers, type RelatedOffersData } from "~/components/coupon-codes/RelatedCouponCodes";
import { Prose } from "~/components/content/Prose";
import { Paragraphs } from "~/components/newsroom/ContentText";
import { BLOG_PATH, blogArticleJsonLd, blogArticlePath, type BlogArticle } from "~/models/blog";
import { ArticleByline } from "./ArticleByline";

const Hero = styled.img.withConfig({ componentId: "BlogArticleView-Hero" })`
  width: 100%;
  max-height: 320px;
  object-fit: cover;
  border-radius: 8px;
  margin: 8px 0 16px;
`;

const Back = styled.p.withConfig({ componentId: "BlogArticleView-Back" })`
  margin-top: 32px;
  font-weight: 600;
`;

export type BlogArticleData =
  ({ article: BlogArticle; message: null } & RelatedOffersData) | { article: null; message: string };

/** `/blog/{contentId}`: the article, where to use its advice nearby and online, and its Article JSON-LD. */
export function BlogArticleView({ data }: { data: BlogArticleData }) {
  const { origin } = useRootData();
  usePageRequestData({ page: "blogArticle", contentId: data.article?.contentId ?? null });
  if (data.article === null) {
    return (
      <Prose>
        <h1>Savings Blog</h1>
        <AreaMessage message={data.message} />
        <Back>
          <SiteLink to={BLOG_PATH}>All articles</SiteLink>
        </Back>
      </Prose>
    );
  }
  const { article } = data;
  const canonicalUrl = new URL(blogArticlePath(article.contentId), origin || "http://localhost").toString();
  const publisher = {
    name: SITE_NAME,
    url: new URL("/", canonicalUrl).toString(),
    logoUrl: new URL("/favicon.svg", canonicalUrl).toString(),
  };
  return (
    <>
      <Prose>
        <h1>{article.title}</h1>
        <ArticleByline article={article} />
        {article.imageUrl ? <Hero src={article.imageUrl} alt="" width={760} height={320} /> : null}
        <Paragraphs paragraphs={article.paragraphs} />
      </Prose>
      <RelatedOffers data={data} idPrefix="related" what="article" />
      <Back>
        <SiteLink to={BLOG_PATH}>All articles</SiteLink>
      </Back>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(blogArticleJsonLd(article, canonicalUrl, publisher)) }}
      />
    </>
  );
}
