import styled from "styled-components";
import { MenuEntryLink, type NavLink, SiteNavLink } from "~/shared";

const Bar = styled.nav.withConfig({ componentId: "SectionNav-Bar", displayName: "SectionNav" })`
  max-width: ${(p) => p.theme.breakpoints.lg}px;
  margin: 12px auto 0;
  padding: 0 16px;
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    border-bottom: 2px solid ${(p) => p.theme.colors.border};
  }
  a {
    display: inline-block;
    padding: 10px 12px;
    text-decoration: none;
    font-weight: 600;
    color: ${(p) => p.theme.colors.text};
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
  }
  a[aria-current="page"] {
    color: ${(p) => p.theme.colors.brand};
    border-bottom-color: ${(p) => p.theme.colors.brand};
  }
`;

/** The sub-navigation of a section shell (careers, newsroom). External links open in a new tab. */
export function SectionNav({ label, links }: { label: string; links: readonly NavLink[] }) {
  return (
    <Bar aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {/* Not `end`: an article under /newsroom/press-releases still marks Press Releases current. */}
            <MenuEntryLink link={link} Internal={SiteNavLink} />
          </li>
        ))}
      </ul>
    </Bar>
  );
}
