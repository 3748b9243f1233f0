import styled from "styled-components";
import {
  categoryPagePath,
  chipLink,
  type LocalCategory,
  LocationDialogLink,
  outlinedSurface,
  SiteLink,
  wrappingRow,
} from "~/shared";

const List = styled.ul.withConfig({ componentId: "LocalCategoryLinks-List", displayName: "LocalCategoryLinks" })`
  ${wrappingRow(8)}
  a {
    ${chipLink}
    padding: 0 14px;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
  }
`;

const Prompt = styled.p.withConfig({ componentId: "LocalCategoryLinks-Prompt" })`
  padding: 12px 16px;
  ${outlinedSurface}
`;

/**
 * Local coupon categories as links to the visitor's own category pages; without a place, the categories named and
 * the location dialog (which brings the visitor back here, now with the links).
 */
export function LocalCategoryLinks({
  categories,
  place,
  label,
}: {
  categories: readonly LocalCategory[];
  place: { slug: string; label: string } | null;
  label: string;
}) {
  if (categories.length === 0) return null;
  if (!place) {
    return (
      <Prompt>
        {categories.flatMap((category) => (category.slug === "" ? [] : [category.title])).join(", ")} coupons from
        businesses near you: <LocationDialogLink intent="change">choose your location</LocationDialogLink> to see them.
      </Prompt>
    );
  }
  return (
    <List aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <SiteLink to={categoryPagePath(place.slug, category)}>
            {category.slug === "" ? `All coupons in ${place.label}` : `${category.title} coupons in ${place.label}`}
          </SiteLink>
        </li>
      ))}
    </List>
  );
}
