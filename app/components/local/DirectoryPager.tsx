import styled from "styled-components";
import { SiteLink } from "~/shared";

const Pager = styled.nav.withConfig({ componentId: "DirectoryPager-Pager", displayName: "DirectoryPager" })`
  margin-top: 24px;
  .steps {
    display: flex;
    gap: 24px;
    margin-bottom: 8px;
  }
  .steps a {
    font-weight: 700;
  }
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    margin: 0;
    padding: 0;
  }
  a,
  [aria-current] {
    display: inline-block;
    min-width: 32px;
    padding: 8px 4px;
    text-align: center;
  }
  [aria-current] {
    font-weight: 700;
  }
`;

/**
 * The pages of a directory list (business and city directories): previous and next, then every page's number, so
 * a crawler reaches every page of a state from any one of them (its first page is one click from `/`).
 */
export function DirectoryPager({
  page,
  pageLinks,
  previous,
  next,
}: {
  page: number;
  pageLinks: readonly string[];
  previous: string | null;
  next: string | null;
}) {
  if (pageLinks.length < 2) return null;
  return (
    <Pager aria-label="Pages">
      <div className="steps">
        {previous ? <SiteLink to={previous}>Previous page</SiteLink> : null}
        {next ? <SiteLink to={next}>Next page</SiteLink> : null}
      </div>
      <ol>
        {pageLinks.map((href, i) => (
          <li key={href}>
            {i + 1 === page ? (
              <span aria-current="page">{i + 1}</span>
            ) : (
              <SiteLink to={href} aria-label={`Page ${i + 1}`}>
                {String(i + 1)}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </Pager>
  );
}
