import { Link } from "@remix-run/react";
import styled from "styled-components";
import { COUPON_CODE_CATEGORIES, type CouponCodeCategory } from "~/models/coupon-code-categories";
import { categoryPath } from "~/models/coupon-code-pages";
import { cardGrid, tileLink } from "~/styles/mixins";

/**
 * SPEC §3 names each category's icon; the site ships no icon font, so each name maps to a glyph every system
 * renders. The glyph is decoration: the title beside it is the link's name.
 */
const ICON_GLYPHS: Readonly<Record<string, string>> = {
  shirt: "👕",
  palette: "🎨",
  car: "🚗",
  sparkles: "✨",
  book: "📚",
  briefcase: "💼",
  phone: "📱",
  laptop: "💻",
  "graduation-cap": "🎓",
  tv: "📺",
  gift: "🎁",
  utensils: "🍴",
  "shopping-cart": "🛒",
  "heart-pulse": "🩺",
  house: "🏠",
  baby: "🍼",
  snowflake: "❄️",
  football: "🏈",
  "puzzle-piece": "🧩",
  plane: "✈️",
};

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
  font-size: 1.2rem;
`;

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
            <Glyph aria-hidden="true">{ICON_GLYPHS[category.icon] ?? "🏷️"}</Glyph>
            {category.title}
          </Link>
        </li>
      ))}
    </Grid>
  );
}
