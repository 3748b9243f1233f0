import styled from "styled-components";
import { ChipLink, ChipRow } from "~/components/ui/chip";
import {
  DEAL_SORT_LABELS,
  dealCountText,
  dealListHref,
  type DealCategoryChoice,
  type DealListOptions,
  type DealSort,
} from "~/models/deal-list";

const Controls = styled.div.withConfig({ componentId: "DealListControls-Controls", displayName: "DealListControls" })`
  display: grid;
  gap: ${(p) => p.theme.space.sm}px;
  margin: ${(p) => p.theme.space.md}px 0 ${(p) => p.theme.space.lg}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 700;
    color: ${(p) => p.theme.colors.muted};
  }
`;

const Count = styled.p.withConfig({ componentId: "DealListControls-Count" })`
  margin: ${(p) => p.theme.space.xs}px 0 0;
  font-weight: 700;
`;

/**
 * The category and order chips of a list of deals, and how many it shows. Each chip is a link to the list's URL with
 * that choice (so it works without JavaScript and can be shared); the current one is `aria-current`. `categories`
 * empty: the list is one category already, only the orders are offered.
 */
export function DealListControls({
  pathname,
  categories,
  total,
  sorts,
  options,
  count,
}: {
  pathname: string;
  categories: readonly DealCategoryChoice[];
  /** Every deal of the list, for the 'All' chip. */
  total: number;
  sorts: readonly DealSort[];
  options: DealListOptions;
  count: number;
}) {
  const defaultSort = sorts[0] ?? "featured";
  const href = (next: Partial<DealListOptions>) => dealListHref(pathname, { ...options, ...next }, defaultSort);
  return (
    <Controls>
      {categories.length > 1 ? (
        <>
          <h2 id="deal-filter-category">Category</h2>
          <ChipRow aria-labelledby="deal-filter-category">
            <li>
              <ChipLink
                to={href({ category: null })}
                preventScrollReset
                aria-current={options.category === null ? "true" : undefined}
              >
                All ({total})
              </ChipLink>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <ChipLink
                  to={href({ category: category.slug })}
                  preventScrollReset
                  aria-current={options.category === category.slug ? "true" : undefined}
                >
                  {category.name} ({category.count})
                </ChipLink>
              </li>
            ))}
          </ChipRow>
        </>
      ) : null}
      <h2 id="deal-sort">Sort by</h2>
      <ChipRow aria-labelledby="deal-sort">
        {sorts.map((sort) => (
          <li key={sort}>
            <ChipLink to={href({ sort })} preventScrollReset aria-current={options.sort === sort ? "true" : undefined}>
              {DEAL_SORT_LABELS[sort]}
            </ChipLink>
          </li>
        ))}
      </ChipRow>
      <Count>{dealCountText(count)}</Count>
    </Controls>
  );
}
