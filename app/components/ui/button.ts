import { Link } from "@remix-run/react";
import styled from "styled-components";
import { buttonLook, type ButtonVariant } from "./button-look";

export { buttonLook, type ButtonVariant };

type VariantProp = { $variant?: ButtonVariant };

/** A `<button>` with the site's button look. */
export const Button = styled.button.withConfig({ componentId: "button-Button", displayName: "Button" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;

/** A router link that is an action, drawn as a button. */
export const ButtonLink = styled(Link).withConfig({ componentId: "button-ButtonLink", displayName: "ButtonLink" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;

/** A link off the site (a merchant, a map) that is an action, drawn as a button. */
export const ExternalButtonLink = styled.a.withConfig({ componentId: "button-ExternalButtonLink", displayName: "ExternalButtonLink" })<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;
