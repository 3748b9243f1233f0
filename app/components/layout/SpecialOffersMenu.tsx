import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import styled from "styled-components";
import { SpecialtyIcon } from "~/components/icons/SpecialtyIcon";
import type { NavLink } from "~/models/navigation";
import { up } from "~/styles/theme";
import { MenuEntryLink } from "./SiteLink";

const Menu = styled.details.withConfig({ componentId: "SpecialOffersMenu-Menu" })`
  position: relative;
  ul {
    list-style: none;
    margin: 0;
    padding: 8px;
    background: ${(p) => p.theme.colors.surface};
    ${up("lg")} {
      position: absolute;
      top: 100%;
      left: 0;
      min-width: 240px;
      border: 1px solid ${(p) => p.theme.colors.border};
      border-radius: ${(p) => p.theme.radius}px;
      box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
    }
  }
  a {
    font-weight: 400;
  }
  a svg {
    flex: none;
    margin-right: 6px;
    vertical-align: -3px;
  }
  .menu-message {
    padding: 8px 12px;
    max-width: 260px;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** The header's Special Offers menu (SPEC §2): the active campaigns' links, then the store's active specialty links. */
export function SpecialOffersMenu({ links, error }: { links: readonly NavLink[]; error?: string | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A navigation closes the menu; hydration is not one, so a menu opened while the scripts loaded stays open.
  const menuPath = useRef(location.pathname);
  useEffect(() => {
    if (menuPath.current === location.pathname) return;
    menuPath.current = location.pathname;
    if (ref.current) ref.current.open = false;
  }, [location.pathname]);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) ref.current.open = false;
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, []);
  return (
    <Menu ref={ref}>
      <summary>Special Offers</summary>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <MenuEntryLink link={link}>{link.icon ? <SpecialtyIcon name={link.icon} size={18} /> : null}</MenuEntryLink>
          </li>
        ))}
        {error ? (
          <li role="status" className="menu-message">
            {error}
          </li>
        ) : null}
      </ul>
    </Menu>
  );
}
