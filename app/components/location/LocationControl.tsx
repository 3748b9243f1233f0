import styled from "styled-components";
import { below } from "~/styles/theme";
import { LocationDialogLink } from "./LocationDialogContext";

const Control = styled.p.withConfig({ componentId: "LocationControl-Control", displayName: "LocationControl" })`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.3;
  ${below("sm")} {
    display: none;
  }
  a { font-weight: 600; }
`;

/** The header's current location (SPEC §1) and the way to change it. */
export function LocationControl({ label }: { label: string | null }) {
  if (!label) {
    return (
      <Control>
        <LocationDialogLink intent="change">Set your location</LocationDialogLink>
      </Control>
    );
  }
  return (
    <Control>
      Coupons near <strong>{label}</strong>{" "}
      <LocationDialogLink intent="change">
        Change<span className="visually-hidden"> location</span>
      </LocationDialogLink>
    </Control>
  );
}
