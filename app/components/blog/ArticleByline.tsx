import styled from "styled-components";
import type { BlogArticleSummary } from "~/models/blog";
import { longDateText } from "~/shared";

const Byline = styled.p.withConfig({ componentId: "ArticleByline-Byline" })`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.9rem;
`;

/** The date and author line of an article. */
export function ArticleByline({ article }: { article: Pick<BlogArticleSummary, "publishedAt" | "author"> }) {
  const date = longDateText(article.publishedAt);
  return (
    <Byline>
      {date ? <time dateTime={article.publishedAt}>{date}</time> : null}
      {date ? " · " : null}By {article.author.name}
    </Byline>
  );
}
