import { css } from "styled-components";

// A look as plain css, apart from the styled components that wear it: a module's styled components are created when
// it loads, so a page that styles its own elements with a look (the listing grid styles 20-40 cards by class name)
// does not ship components it never uses, and each look travels only to the pages that use it.

/**
 * The one card look of the site (local offers, deals, coupon codes): a white outlined surface, as tall as its grid
 * row, its parts stacked with the theme's spacing and its action at the bottom (`.card-action` pushes down).
 */
export const cardLook = css`
  box-sizing: border-box;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space.sm}px;
  padding: ${(p) => p.theme.space.lg}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%);
  h2,
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
    line-height: 1.3;
  }
  p {
    margin: 0;
  }
  .card-action {
    margin-top: auto;
  }
`;
