import { css } from "styled-components";

// The looks of the design system as plain css, apart from the styled components that wear them (button.ts,
// badge.ts, card.ts): a module's styled components are created when it loads, so a page that styles its own
// elements with a look (the listing grid styles 20-40 cards by class name) does not ship components it never uses.

/**
 * The site's one button look, for `<button>`s and for links that are a card's or a page's action ("Use Coupon",
 * "Get Deal", "Copy code"): one height everywhere, filled for the main action, outlined for the others. Links inside
 * running text stay underlined links; only actions look like this.
 */
export type ButtonVariant = "primary" | "secondary";

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
  ${variant === "primary"
    ? css`
        border: 2px solid ${(p) => p.theme.colors.brand};
        background: ${(p) => p.theme.colors.brand};
        color: #fff;
        &:hover { background: ${(p) => p.theme.colors.brandDark}; border-color: ${(p) => p.theme.colors.brandDark}; color: #fff; }
      `
    : css`
        border: 2px solid ${(p) => p.theme.colors.brand};
        background: ${(p) => p.theme.colors.surface};
        color: ${(p) => p.theme.colors.brand};
        &:hover { background: ${(p) => p.theme.colors.positiveTint}; color: ${(p) => p.theme.colors.brandDark}; }
      `}
`;

/**
 * A short label on a card ("Printable", "Verified today", "45% off", "Ends today"): a pill in one of four tones —
 * positive (what helps the shopper), savings (money and urgency), accent (popularity) and neutral (facts).
 */
export type BadgeTone = "positive" | "savings" | "accent" | "neutral";

export const badgeLook = (tone: BadgeTone = "neutral") => css`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space.xs}px;
  padding: 2px ${(p) => p.theme.space.sm}px;
  border-radius: 999px;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
  ${tone === "positive"
    ? css`background: ${(p) => p.theme.colors.positiveTint}; color: ${(p) => p.theme.colors.brandDark};`
    : tone === "savings"
      ? css`background: ${(p) => p.theme.colors.savings}; color: #fff;`
      : tone === "accent"
        ? css`background: ${(p) => p.theme.colors.accent}; color: ${(p) => p.theme.colors.text};`
        : css`background: ${(p) => p.theme.colors.neutralTint}; color: ${(p) => p.theme.colors.text};`}
`;

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
  h2, h3 { margin: 0; font-size: ${(p) => p.theme.fontSizes.lg}; line-height: 1.3; }
  p { margin: 0; }
  .card-action { margin-top: auto; }
`;
