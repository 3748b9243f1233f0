import styled from "styled-components";
import { SiteLink } from "~/components/layout/SiteLink";
import type { ArticleSummary, CoverageItem } from "~/models/newsroom";
import { PublishedDate } from "./ContentText";

type Heading = "h2" | "h3";

const List = styled.ul.withConfig({ componentId: "NewsLists-List", displayName: "NewsList" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Entry = styled.article.withConfig({ componentId: "NewsLists-Entry", displayName: "NewsEntry" })`
  padding: 16px 20px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  h2, h3 { margin: 0 0 4px; font-size: 1.2rem; line-height: 1.3; }
  p { margin: 8px 0 0; }
`;

const Meta = styled.p.withConfig({ componentId: "NewsLists-Meta", displayName: "NewsMeta" })`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.95rem;
  && { margin-top: 0; }
`;

/** Press releases as a list of cards: title linking to the article, date, summary. */
export function ArticleList({
  articles,
  heading = "h2",
  emptyText = "No press releases to show yet.",
}: {
  articles: readonly ArticleSummary[];
  heading?: Heading;
  emptyText?: string;
}) {
  const Title = heading;
  if (articles.length === 0) return <p>{emptyText}</p>;
  return (
    <List>
      {articles.map((article) => (
        <li key={article.slug}>
          <Entry>
            <Title>
              <SiteLink to={article.to}>{article.title}</SiteLink>
            </Title>
            <Meta>
              <PublishedDate iso={article.publishedAt} label={article.dateLabel} />
            </Meta>
            <p>{article.summary}</p>
          </Entry>
        </li>
      ))}
    </List>
  );
}

/** Articles about Valuvo on other sites: each opens the publisher's page in a new tab. */
export function CoverageList({
  items,
  heading = "h2",
  emptyText = "No media coverage to show yet.",
}: {
  items: readonly CoverageItem[];
  heading?: Heading;
  emptyText?: string;
}) {
  const Title = heading;
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <List>
      {items.map((item) => (
        <li key={item.id}>
          <Entry>
            <Title>
              {item.href ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                item.title
              )}
            </Title>
            <Meta>
              {item.outlet ? <span>{item.outlet}</span> : null}
              <PublishedDate iso={item.publishedAt} label={item.dateLabel} />
            </Meta>
            <p>{item.summary}</p>
          </Entry>
        </li>
      ))}
    </List>
  );
}
