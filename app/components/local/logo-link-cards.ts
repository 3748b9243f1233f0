import { css } from "styled-components";

/**
 * Links to offers the visitor already knows (recently viewed, favorites): the business's logo beside its name in
 * brand color and the offer's title, so the two lists read alike wherever they appear.
 */
export const logoLinkCards = css`
  a {
    display: grid;
    grid-template-columns: 48px 1fr;
    gap: 4px 10px;
    padding: 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius}px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  img {
    width: 48px;
    height: 48px;
    object-fit: contain;
    grid-row: span 2;
  }
  strong {
    color: ${(p) => p.theme.colors.brand};
  }
`;
