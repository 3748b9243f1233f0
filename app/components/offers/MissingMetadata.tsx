import styled from "styled-components";
import { MISSING_METADATA_MESSAGE } from "~/models/offer-metadata";

const Notice = styled.p.withConfig({ componentId: "MissingMetadata-Notice", displayName: "MissingMetadata" })`
  margin: 8px 0;
  padding: 8px 12px;
  border-left: 4px solid ${(p) => p.theme.colors.danger};
  background: ${(p) => p.theme.colors.surface};
  font-weight: 600;
`;

/** SPEC §8: stands where an offer's button would be when the offer lacks what the button needs. */
export function MissingMetadata({ className }: { className?: string }) {
  return (
    <Notice role="status" className={className}>
      {MISSING_METADATA_MESSAGE}
    </Notice>
  );
}
