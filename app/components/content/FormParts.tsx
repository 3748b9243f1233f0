import styled from "styled-components";
import { primaryButton } from "~/shared";

/** The pieces of the content pages' forms (mailing requests, privacy opt-outs), one look for all of them. */

export const FieldGroup = styled.div.withConfig({ componentId: "FormParts-FieldGroup", displayName: "FieldGroup" })`
  margin: 0 0 20px;
  max-width: 480px;
`;

export const FieldLabel = styled.label.withConfig({ componentId: "FormParts-FieldLabel", displayName: "FieldLabel" })`
  display: block;
  font-weight: 700;
  margin-bottom: 4px;
`;

export const FieldHint = styled.span.withConfig({ componentId: "FormParts-FieldHint", displayName: "FieldHint" })`
  display: block;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.95rem;
  margin-bottom: 4px;
`;

export const FieldError = styled.span.withConfig({ componentId: "FormParts-FieldError", displayName: "FieldError" })`
  display: block;
  color: ${(p) => p.theme.colors.danger};
  font-weight: 700;
  margin-bottom: 4px;
`;

const control = `
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border-radius: 6px;
`;

export const TextInput = styled.input.withConfig({ componentId: "FormParts-TextInput", displayName: "TextInput" })<{
  $short?: boolean;
}>`
  ${control}
  max-width: ${(p) => (p.$short ? "10em" : "100%")};
  border: 2px solid ${(p) => p.theme.colors.border};
  &[aria-invalid="true"] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

export const SelectInput = styled.select.withConfig({
  componentId: "FormParts-SelectInput",
  displayName: "SelectInput",
})`
  ${control}
  border: 2px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  &[aria-invalid="true"] {
    border-color: ${(p) => p.theme.colors.danger};
  }
`;

export const SubmitButton = styled.button.withConfig({
  componentId: "FormParts-SubmitButton",
  displayName: "SubmitButton",
})<{
  $secondary?: boolean;
}>`
  ${primaryButton}
  ${(p) =>
    p.$secondary
      ? `
    background: ${p.theme.colors.surface};
    color: ${p.theme.colors.brand};
    box-shadow: inset 0 0 0 2px ${p.theme.colors.brand};
    &:hover { background: ${p.theme.colors.background}; color: ${p.theme.colors.brand}; }
  `
      : ""}
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** The list of problems at the top of a form that was sent back (focused so screen readers announce it). */
export const ErrorSummaryBox = styled.div.withConfig({
  componentId: "FormParts-ErrorSummaryBox",
  displayName: "ErrorSummaryBox",
})`
  border: 3px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radius}px;
  padding: 12px 20px;
  margin: 0 0 24px;
  max-width: 560px;
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  a {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 700;
  }
`;

/** A confirmation after a form was accepted. */
export const ConfirmationBox = styled.section.withConfig({
  componentId: "FormParts-ConfirmationBox",
  displayName: "ConfirmationBox",
})`
  border-left: 6px solid ${(p) => p.theme.colors.brand};
  background: ${(p) => p.theme.colors.background};
  padding: 12px 20px;
  margin: 0 0 24px;
  h2 {
    margin-top: 8px;
  }
  h2:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;
