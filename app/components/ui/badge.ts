import styled from "styled-components";
import { badgeLook, type BadgeTone } from "./badge-look";

export const Badge = styled.span.withConfig({ componentId: "badge-Badge", displayName: "Badge" })<{
  $tone?: BadgeTone;
}>`
  ${(p) => badgeLook(p.$tone)}
`;

/** A row of badges that wraps. */
export const BadgeRow = styled.p.withConfig({ componentId: "badge-BadgeRow", displayName: "BadgeRow" })`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space.xs}px ${(p) => p.theme.space.sm}px;
  margin: 0;
`;
