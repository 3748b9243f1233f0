import type { ReactNode } from "react";
import styled from "styled-components";
import { outlinedSurface, SiteLink, stackedList } from "~/shared";
import type { ArticleSummary, CoverageItem } from "~/models/newsroom-content";
import { PublishedDate } from "./ContentText";

type Heading = "h2" | "h3";

const List = styled.ul.withConfig({ componentId: "NewsLists-List", displayName: "NewsList" })`
  ${stackedList(16)}
`;

const Entry = styled.article.withConfig({ componentId: "NewsLists-Entry", displayName: "NewsEntry" })`
  padding: 16px 20px;
  ${outlinedSurface}
  h2, h3 {
    margin: 0 0 4px;
    font-size: 1.2rem;
    line-height: 1.3;
  }
  p {
    margin: 8px 0 0;
  }
`;

const Meta = styled.p.withConfig({ componentId: "NewsLists-Meta", displayName: "NewsMeta" })`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.95rem;
  && {
    margin-top: 0;
  }
`;

/** One card of a news list: a title (usually a link), a line of facts such as source and date, and a summary. */
type NewsCard = { key: string; title: ReactNode; facts: ReactNode; summary: string };

/** The list both news lists share: one card per item, or `emptyText` in place of an empty list. */
function NewsList<T>({
  items,
  card,
  emptyText,
  heading: Title = "h2",
}: {
  items: readonly T[];
  card: (item: T) => NewsCard;
  emptyText: string;
  heading?: Heading;
}) {
  if (items.length === 0) return <p>{emptyText}</p>;
  return (
    <List>
      {items.map(card).map(({ key, title, facts, summary }) => (
        <li key={key}>
          <Entry>
            <Title>{title}</Title>
            <Meta>{facts}</Meta>
            <p>{summary}</p>
          </Entry>
        </li>
      ))}
    </List>
  );
}

const articleCard = (article: ArticleSummary): NewsCard => ({
  key: article.slug,
  title: <SiteLink to={article.to}>{article.title}</SiteLink>,
  facts: <PublishedDate iso={article.publishedAt} label={article.dateLabel} />,
  summary: article.summary,
});

/** Press releases as a list of cards: title linking to the article, date, summary. */
export function ArticleList({ articles, heading }: { articles: readonly ArticleSummary[]; heading?: Heading }) {
  return <NewsList items={articles} card={articleCard} emptyText="No press releases to show yet." heading={heading} />;
}

const coverageCard = (item: CoverageItem): NewsCard => ({
  key: item.id,
  title: item.href ? (
    <a href={item.href} target="_blank" rel="noopener noreferrer">
      {item.title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  ) : (
    item.title
  ),
  facts: (
    <>
      {item.outlet ? <span>{item.outlet}</span> : null}
      <PublishedDate iso={item.publishedAt} label={item.dateLabel} />
    </>
  ),
  summary: item.summary,
});

/** Articles about Valuvo on other sites: each opens the publisher's page in a new tab. */
export function CoverageList({ items, heading }: { items: readonly CoverageItem[]; heading?: Heading }) {
  return <NewsList items={items} card={coverageCard} emptyText="No media coverage to show yet." heading={heading} />;
}
