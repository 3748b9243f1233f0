import styled from "styled-components";
import { buttonLook, type ButtonVariant } from "~/styles/button-look";

type VariantProp = { $variant?: ButtonVariant };

/** A link off the site (a merchant, a map) that is an action, drawn as a button. */
export const ExternalButtonLink = styled.a.withConfig({
  componentId: "button-ExternalButtonLink",
  displayName: "ExternalButtonLink",
})<VariantProp>`
  ${(p) => buttonLook(p.$variant)}
`;
