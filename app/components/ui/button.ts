import { Link } from "@remix-run/react";
import styled, { css } from "styled-components";

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

type VariantProp = { $variant?: ButtonVariant };

/** A `<button>` with the site's button look. */
export const Button = styled.button.withConfig({ componentId: "ui-Button", displayName: "Button" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;

/** A router link that is an action, drawn as a button. */
export const ButtonLink = styled(Link).withConfig({ componentId: "ui-ButtonLink", displayName: "ButtonLink" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;

/** A link off the site (a merchant, a map) that is an action, drawn as a button. */
export const ExternalButtonLink = styled.a.withConfig({ componentId: "ui-ExternalButtonLink", displayName: "ExternalButtonLink" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;
