import styled from "styled-components";
import { FRANCHISE_PHONE, SiteLink } from "~/shared";

const Bar = styled.header.withConfig({ componentId: "FranchiseHeader-Bar", displayName: "FranchiseHeader" })`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  > div {
    max-width: ${(p) => p.theme.breakpoints.lg}px;
    min-height: ${(p) => p.theme.headerHeight}px;
    margin: 0 auto;
    padding: 0 16px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
  }
  a.logo {
    font-weight: 800;
    font-size: 1.5rem;
    text-decoration: none;
  }
  a.phone {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

/** SPEC §2: the franchise shell has a simple header with a phone link and no main navigation. */
export function FranchiseHeader() {
  return (
    <Bar>
      <div>
        <SiteLink className="logo" to="/" aria-label="Valuvo home">
          Valuvo
        </SiteLink>
        <a className="phone" href={`tel:${FRANCHISE_PHONE.tel}`}>
          Call {FRANCHISE_PHONE.display}
        </a>
      </div>
    </Bar>
  );
}
