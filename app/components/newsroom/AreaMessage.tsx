import styled from "styled-components";

const Notice = styled.p.withConfig({ componentId: "AreaMessage-Notice", displayName: "AreaMessage" })`
  margin: 16px 0;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** SPEC §8: a data area that failed shows its message in its place while the rest of the page renders. */
export function AreaMessage({ message }: { message: string }) {
  return <Notice>{message}</Notice>;
}
