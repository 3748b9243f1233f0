import { Link } from "@remix-run/react";
import styled from "styled-components";
import { CategoryIcon } from "~/components/icons/CategoryIcon";
import { cardGrid, categoryIconNamed, categoryPath, SpecialtyIcon, tileLink } from "~/shared";
import { COUPON_CODE_CATEGORIES, type CouponCodeCategory } from "~/models/coupon-code-categories";

const Grid = styled.ul.withConfig({ componentId: "CategoryLinks-Grid", displayName: "CategoryLinks" })`
  ${cardGrid(220, 10)}
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 56px;
    padding: 8px 14px;
    ${tileLink}
    font-weight: 600;
  }
`;

const Glyph = styled.span.withConfig({ componentId: "CategoryLinks-Glyph" })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.background};
`;

/** The category's own icon, or a price tag when the site draws no icon of its name. */
function CategoryGlyph({ name }: { name: string }) {
  const icon = categoryIconNamed(name);
  return icon ? <CategoryIcon name={icon} /> : <SpecialtyIcon name="tag" />;
}

/** The 20 coupon-code categories (SPEC §3), or the few a page is about, each a link to its browse page. */
export function CategoryLinks({
  current,
  label,
  categories = COUPON_CODE_CATEGORIES,
}: {
  current?: string;
  label: string;
  categories?: readonly CouponCodeCategory[];
}) {
  return (
    <Grid aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryPath(category.slug)}
            aria-current={category.slug === current ? "page" : undefined}
            data-icon={category.icon}
          >
            <Glyph>
              <CategoryGlyph name={category.icon} />
            </Glyph>
            {category.title}
          </Link>
        </li>
      ))}
    </Grid>
  );
}
