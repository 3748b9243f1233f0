import styled from "styled-components";
import { ArticleByline } from "./ArticleByline";
import { Pager } from "~/components/layout/Pager";
import { AreaMessage, cardGrid, pictureCard, SiteLink } from "~/shared";
import { blogArticlePath, type BlogPage } from "~/models/blog";

const Intro = styled.p.withConfig({ componentId: "BlogListView-Intro" })`
  max-width: 720px;
  font-size: 1.1rem;
`;

const List = styled.ol.withConfig({ componentId: "BlogListView-List", displayName: "BlogList" })`
  ${cardGrid(280, 16)}
  margin-top: 24px;
`;

const Card = styled.article.withConfig({ componentId: "BlogListView-Card", displayName: "BlogCard" })`
  ${pictureCard(8, 150)}
  h2 {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.3;
  }
`;

/** `/blog`: one page of articles as cards, newest first, with links to the older and newer pages. */
export function BlogListView({ blog, message }: { blog: BlogPage | null; message: string | null }) {
  return (
    <>
      <h1>Savings Blog</h1>
      <Intro>
        Money-saving tips, coupon know-how and guides to getting more out of your town, from the Valuvo team.
      </Intro>
      {blog === null ? (
        <AreaMessage message={message ?? ""} />
      ) : blog.articles.length === 0 ? (
        <p>No articles yet: come back soon for savings tips and local guides.</p>
      ) : (
        <>
          <List aria-label="Articles">
            {blog.articles.map((article) => (
              <li key={article.contentId}>
                <Card>
                  {article.imageUrl ? (
                    <img src={article.imageUrl} alt="" width={320} height={150} loading="lazy" />
                  ) : null}
                  <h2>
                    <SiteLink to={blogArticlePath(article.contentId)}>{article.title}</SiteLink>
                  </h2>
                  <ArticleByline article={article} />
                  <p>{article.summary}</p>
                </Card>
              </li>
            ))}
          </List>
          <Pager
            page={blog.page}
            pageCount={blog.pageCount}
            label="Blog pages"
            previousText="Newer articles"
            nextText="Older articles"
          />
        </>
      )}
    </>
  );
}
