import { css } from "styled-components";

// A look as plain css, apart from the styled components that wear it: a module's styled components are created when
// it loads, so a page that styles its own elements with a look (the listing grid styles 20-40 cards by class name)
// does not ship components it never uses, and each look travels only to the pages that use it.

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
  ${
    tone === "positive"
      ? css`
          background: ${(p) => p.theme.colors.positiveTint};
          color: ${(p) => p.theme.colors.brandDark};
        `
      : tone === "savings"
        ? css`
            background: ${(p) => p.theme.colors.savings};
            color: #fff;
          `
        : tone === "accent"
          ? css`
              background: ${(p) => p.theme.colors.accent};
              color: ${(p) => p.theme.colors.text};
            `
          : css`
              background: ${(p) => p.theme.colors.neutralTint};
              color: ${(p) => p.theme.colors.text};
            `
  }
`;
