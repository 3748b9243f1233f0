import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import styled from "styled-components";
import { HEADER_LINKS, type NavLink } from "~/models/navigation";
import type { LocationIntent } from "~/models/url-state";
import { outlinedControl } from "~/styles/mixins";
import { below, up } from "~/styles/theme";
import { LocationDialogLink } from "~/components/location/LocationDialogContext";
import { HeaderSearch } from "./HeaderSearch";
import { SiteLink, SiteNavLink } from "./SiteLink";
import { SpecialOffersMenu } from "./SpecialOffersMenu";
import { useHydrated } from "./useHydrated";

const Bar = styled.header.withConfig({ componentId: "SiteHeader-Bar", displayName: "SiteHeader" })`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Row = styled.div.withConfig({ componentId: "SiteHeader-Row" })`
  max-width: ${(p) => p.theme.breakpoints.lg}px;
  margin: 0 auto;
  min-height: ${(p) => p.theme.headerHeight}px;
  padding: 12px 16px 4px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Logo = styled(SiteLink).withConfig({ componentId: "SiteHeader-Logo" })`
  font-weight: 800;
  font-size: 1.5rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${(p) => p.theme.colors.brand};
  white-space: nowrap;
`;

const MenuToggle = styled.a.withConfig({ componentId: "SiteHeader-MenuToggle" })`
  display: none;
  ${below("md")} {
    display: inline-flex;
  }
  align-items: center;
  justify-content: center;
  min-width: 44px;
  ${outlinedControl}
  padding: 0 10px;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
`;

const Backdrop = styled.div.withConfig({ componentId: "SiteHeader-Backdrop" })`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 0.4);
  z-index: 60;
  ${up("md")} {
    display: none;
  }
`;

const Nav = styled.nav.withConfig({ componentId: "SiteHeader-Nav" })<{ $open: boolean }>`
  ${up("md")} {
    /* Its own row under logo, location and search. */
    order: 3;
    flex-basis: 100%;
    margin: 0 -4px;
  }
  ${below("md")} {
    position: fixed;
    inset: 0 auto 0 0;
    width: ${(p) => p.theme.drawerWidth}px;
    max-width: 85vw;
    overflow-y: auto;
    padding: 16px;
    background: ${(p) => p.theme.colors.surface};
    box-shadow: 2px 0 12px rgb(0 0 0 / 0.25);
    z-index: 70;
    transform: translateX(${(p) => (p.$open ? "0" : "-110%")});
    visibility: ${(p) => (p.$open ? "visible" : "hidden")};
    transition: transform 0.2s ease, visibility 0.2s;
    &:target {
      transform: translateX(0);
      visibility: visible;
    }
  }
`;

const NavList = styled.ul.withConfig({ componentId: "SiteHeader-NavList" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 4px 16px;
  flex-wrap: wrap;
  align-items: center;
  ${below("md")} {
    flex-direction: column;
    align-items: stretch;
  }
  a, summary {
    display: block;
    padding: 10px 4px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    cursor: pointer;
  }
  a[aria-current="page"] {
    color: ${(p) => p.theme.colors.brand};
    text-decoration: underline;
  }
`;

const DrawerClose = styled.a.withConfig({ componentId: "SiteHeader-DrawerClose" })`
  display: none;
  ${below("md")} {
    display: block;
    margin-bottom: 8px;
    font-weight: 600;
  }
`;

export type SiteHeaderProps = {
  /** Where 'Local Coupons' and 'Deals' lead; null opens the location dialog instead (SPEC §2). */
  localCouponsTo?: string | null;
  dealsTo?: string | null;
  /** The Special Offers menu: active campaigns, then the store's specialty links (SPEC §2). */
  specialOffers?: readonly NavLink[];
  /** SPEC §8's message when the store's specialty links could not be loaded. */
  specialOffersError?: string | null;
  /** The location control and the favorites control, supplied by their features. */
  locationSlot?: ReactNode;
  favoritesSlot?: ReactNode;
};

/**
 * An entry of the main menu: its page (`to`, else the link's own), or with `orAsk` and no page the location dialog
 * of that intent, where the page depends on a place the visitor has not given.
 */
function MenuLink({ link, to = link.to, orAsk }: { link: NavLink; to?: string | null; orAsk?: LocationIntent }) {
  return (
    <li>
      {to || !orAsk ? (
        <SiteNavLink to={to ?? link.to}>{link.label}</SiteNavLink>
      ) : (
        <LocationDialogLink intent={orAsk}>{link.label}</LocationDialogLink>
      )}
    </li>
  );
}

/**
 * The drawer's menu button. Without JavaScript it is a link to the drawer (CSS :target opens it); once hydrated it is
 * a button with its state. Only this element renders again when hydration ends, not the whole header.
 */
function DrawerToggle({
  toggleRef,
  open,
  onToggle,
}: {
  toggleRef: RefObject<HTMLAnchorElement>;
  open: boolean;
  onToggle: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <MenuToggle
      ref={toggleRef}
      href="#site-menu"
      role={hydrated ? "button" : undefined}
      aria-controls="site-menu"
      aria-expanded={hydrated ? open : undefined}
      onClick={(e) => {
        e.preventDefault();
        onToggle();
      }}
    >
      Menu
    </MenuToggle>
  );
}

export function SiteHeader({
  localCouponsTo = null,
  dealsTo = null,
  locationSlot,
  favoritesSlot,
  specialOffers = [],
  specialOffersError = null,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation closes the drawer.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>("a, summary")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Bar>
      <Row>
        <DrawerToggle toggleRef={toggleRef} open={open} onToggle={() => setOpen((o) => !o)} />
        <Logo to="/" aria-label="Valuvo home">
          Valuvo
        </Logo>
        {locationSlot}
        {open ? <Backdrop data-testid="drawer-backdrop" onClick={close} /> : null}
        <Nav id="site-menu" aria-label="Main" ref={navRef} $open={open}>
          <DrawerClose
            href="#"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            Close menu
          </DrawerClose>
          <NavList>
            <MenuLink link={HEADER_LINKS.coupons} to={localCouponsTo} orAsk="coupons" />
            <MenuLink link={HEADER_LINKS.deals} to={dealsTo} orAsk="deals" />
            <MenuLink link={HEADER_LINKS.couponCodes} />
            <MenuLink link={HEADER_LINKS.grocery} />
            <li>
              <SpecialOffersMenu links={specialOffers} error={specialOffersError} />
            </li>
            <MenuLink link={HEADER_LINKS.careers} />
            <MenuLink link={HEADER_LINKS.advertise} />
            <MenuLink link={HEADER_LINKS.myCoupons} />
          </NavList>
        </Nav>
        <HeaderSearch />
        {favoritesSlot}
      </Row>
    </Bar>
  );
}

