import styled from "styled-components";
import type { DistanceOriginKind } from "~/models/nearest-cell";
import { distanceOriginText, type VisitorPlace } from "~/models/visitor-distances";

const Note = styled.p.withConfig({ componentId: "DistanceOrigin-Note" })`
  margin: 0 0 12px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.muted};
`;

/**
 * Where the distances on the page are measured from (decision 040): the page's place in the shared HTML, the
 * visitor's own place once the browser has measured from it. A status line, so the change is announced.
 */
export function DistanceOrigin({
  place,
  visitor,
  pageOrigin,
}: {
  place: { city: string; state: string };
  visitor: VisitorPlace | null;
  /** Where the HTML's own distances are measured from. */
  pageOrigin?: DistanceOriginKind;
}) {
  return (
    <Note role="status" data-distance-origin={visitor ? "visitor" : "page"}>
      {distanceOriginText(place, visitor, pageOrigin)}
    </Note>
  );
}
