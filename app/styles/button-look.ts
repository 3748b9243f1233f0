import { css } from "styled-components";

// A look as plain css, apart from the styled components that wear it: a module's styled components are created when
// it loads, so a page that styles its own elements with a look (the listing grid styles 20-40 cards by class name)
// does not ship components it never uses, and each look travels only to the pages that use it.

/**
 * The site's one button look, for `<button>`s and for links that are a card's or a page's action ("Use Coupon",
 * "Get Deal", "Copy code"): one height everywhere, filled for the main action, outlined for the others. Links inside
 * running text stay underlined links; only actions look like this. What removes something the shopper kept is
 * `danger`, outlined in red beside the main action ("Remove", "Delete all favorites"), and `dangerSolid`, filled, for
 * the answer that confirms it ("Yes, remove all", "Delete").
 */
export type ButtonVariant = "primary" | "secondary" | "danger" | "dangerSolid";

export const buttonLook = (variant: ButtonVariant = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space.sm}px;
  box-sizing: border-box;
  min-height: ${(p) => p.theme.controlHeight}px;
  padding: 0 ${(p) => p.theme.space.lg}px;
  border-radius: ${(p) => p.theme.radius}px;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  ${
    variant === "danger"
      ? css`
          border: 2px solid ${(p) => p.theme.colors.danger};
          background: ${(p) => p.theme.colors.surface};
          color: ${(p) => p.theme.colors.danger};
          &:hover {
            background: #fdecea;
          }
        `
      : variant === "dangerSolid"
        ? css`
            border: 2px solid ${(p) => p.theme.colors.danger};
            background: ${(p) => p.theme.colors.danger};
            color: #fff;
            &:hover {
              background: #8c1d17;
              border-color: #8c1d17;
            }
          `
        : variant === "primary"
          ? css`
              border: 2px solid ${(p) => p.theme.colors.brand};
              background: ${(p) => p.theme.colors.brand};
              color: #fff;
              &:hover {
                background: ${(p) => p.theme.colors.brandDark};
                border-color: ${(p) => p.theme.colors.brandDark};
                color: #fff;
              }
            `
          : css`
              border: 2px solid ${(p) => p.theme.colors.brand};
              background: ${(p) => p.theme.colors.surface};
              color: ${(p) => p.theme.colors.brand};
              &:hover {
                background: ${(p) => p.theme.colors.positiveTint};
                color: ${(p) => p.theme.colors.brandDark};
              }
            `
  }
`;
