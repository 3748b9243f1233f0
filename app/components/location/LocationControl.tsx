import styled from "styled-components";
import { below, up } from "~/styles/theme";
import { LocationDialogLink } from "./LocationDialogLink";

const Control = styled.p.withConfig({ componentId: "LocationControl-Control", displayName: "LocationControl" })`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.3;
  ${below("sm")} {
    display: none;
  }
  a {
    font-weight: 600;
  }
`;

/** On a phone the header has no room for the place: the menu shows it first, with its Change (issue 25). */
const MenuControl = styled(Control).withConfig({ componentId: "LocationControl-MenuControl" })`
  display: none;
  ${below("sm")} {
    display: block;
    margin: 0 0 12px;
    padding: 0 4px 12px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  ${up("sm")} {
    display: none;
  }
  a {
    display: inline;
    padding: 0;
  }
`;

/**
 * The current location (SPEC §1) and the way to change it: in the header row (`header`), or at the top of the
 * phone's menu (`menu`), where the header row has no room for it.
 */
export function LocationControl({ label, variant = "header" }: { label: string | null; variant?: "header" | "menu" }) {
  const Frame = variant === "menu" ? MenuControl : Control;
  if (!label) {
    return (
      <Frame>
        <LocationDialogLink intent="change">Set your location</LocationDialogLink>
      </Frame>
    );
  }
  return (
    <Frame data-location-control={variant}>
      Coupons near <strong>{label}</strong>{" "}
      <LocationDialogLink intent="change">
        Change<span className="visually-hidden"> location</span>
      </LocationDialogLink>
    </Frame>
  );
}
