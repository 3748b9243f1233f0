import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import styled, { css } from "styled-components";
import { HEADER_LINKS, type NavLink } from "~/models/navigation";
import type { LocationIntent } from "~/models/url-state";
import { hiddenWord, outlinedControl } from "~/styles/mixins";
import { below, theme, up } from "~/styles/theme";
import { topDialog } from "~/components/dialog/top-dialog";
import { LocationDialogLink } from "~/components/location/LocationDialogLink";
import { useLocationDialog } from "~/components/location/LocationDialogContext";
import { HeaderSearch } from "./HeaderSearch";
import { SiteLink, SiteNavLink } from "./SiteLink";
import { SpecialOffersMenu } from "./SpecialOffersMenu";
import { useHydrated } from "./useHydrated";

/**
 * From lg the main navigation sits in the header's row; until the row is this wide it has no room for all seven
 * links beside the logo, the place and the search, so the two for advertisers (Careers, Advertise With Us) overflow
 * into the menu, and the menu button stays. From here on every link is in the row and the button goes.
 */
const ALL_LINKS_FIT = 1600;
const allLinksFit = `@media (min-width: ${ALL_LINKS_FIT}px)`;
const someLinksOverflow = `@media (min-width: ${theme.breakpoints.lg}px) and (max-width: ${ALL_LINKS_FIT - 0.02}px)`;

// SPEC §9: 70 px tall, its bottom border included.
const Bar = styled.header.withConfig({ componentId: "SiteHeader-Bar", displayName: "SiteHeader" })`
  position: sticky;
  top: 0;
  z-index: 50;
  box-sizing: border-box;
  height: ${(p) => p.theme.headerHeight}px;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

/*
 * SPEC §9 "Header height 70": one row at every width. What does not fit goes into the drawer: the main navigation
 * below lg (its seven links need the width of lg beside the logo, the place and the search), the search button's
 * word and the menu button's word below sm.
 */
const Row = styled.div.withConfig({ componentId: "SiteHeader-Row" })`
  max-width: ${ALL_LINKS_FIT}px;
  margin: 0 auto;
  height: 100%;
  padding: 0 16px;
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: 16px;
  ${below("sm")} {
    padding: 0 12px;
    gap: 10px;
  }
`;

/** The place and its Change link: at most three short lines, so a long city name never makes the row taller. */
const Place = styled.div.withConfig({ componentId: "SiteHeader-Place" })`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 190px;
  max-height: ${(p) => p.theme.headerHeight}px;
  overflow: hidden;
  font-size: 0.85rem;
  p {
    font-size: inherit;
    line-height: 1.25;
  }
  /* The place's name is one block: "Fort Myers, FL" stays whole on its own line; a name wider than the box wraps
     into balanced lines ("Saint" / "Petersburg, FL") instead of being cut off at the box's edge. */
  strong {
    display: inline-block;
    text-wrap: balance;
  }
  ${up("lg")} {
    max-width: 150px;
  }
`;

const Logo = styled(SiteLink).withConfig({ componentId: "SiteHeader-Logo" })`
  font-weight: 800;
  font-size: 1.5rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  color: ${(p) => p.theme.colors.brand};
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  .logo-mark {
    display: none;
    width: 36px;
    height: 36px;
  }
  /* On a phone the mark stands for the name, so the search box keeps the width its whole hint needs. */
  ${below("sm")} {
    .logo-mark {
      display: block;
    }
    .logo-word {
      ${hiddenWord}
    }
  }
`;

// Below md the button is its icon alone; "Menu" stays its accessible name.
const MenuToggle = styled.a.withConfig({ componentId: "SiteHeader-MenuToggle" })`
  display: inline-flex;
  ${allLinksFit} {
    display: none;
  }
  flex: none;
  gap: 6px;
  svg {
    flex: none;
  }
  /* Until every link fits the row, the button is its icon: the row's width goes to the links and the search box. */
  .menu-word {
    ${hiddenWord}
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
  ${allLinksFit} {
    display: none;
  }
`;

/** The drawer (DESIGN: width 307), closed. */
const drawer = css`
  position: fixed;
  inset: 0 auto 0 0;
  width: ${theme.drawerWidth}px;
  max-width: 85vw;
  overflow-y: auto;
  padding: 16px;
  background: ${theme.colors.surface};
  box-shadow: 2px 0 12px rgb(0 0 0 / 0.25);
  z-index: 70;
  transform: translateX(-110%);
  visibility: hidden;
  transition:
    transform 0.2s ease,
    visibility 0.2s;
`;

/** The drawer open: by the button once hydrated, by the `#site-menu` link (CSS :target) without JavaScript. */
const drawerOpen = css`
  transform: translateX(0);
  visibility: visible;
`;

/** The drawer's list: one link a line, every link shown. */
const drawerList = css`
  ul {
    flex-direction: column;
    align-items: stretch;
    white-space: normal;
  }
  .nav-overflow {
    display: list-item;
  }
`;

// From lg it is in the row, between the place and the search (the search gives way, never a link); between lg and
// ALL_LINKS_FIT, opened, it is the drawer with all seven links, as below lg.
const Nav = styled.nav.withConfig({ componentId: "SiteHeader-Nav" })<{ $open: boolean }>`
  ${up("lg")} {
    flex: none;
  }
  ${below("lg")} {
    ${drawer}
    ${drawerList}
    ${(p) => (p.$open ? drawerOpen : "")}
    &:target {
      ${drawerOpen}
    }
  }
  ${someLinksOverflow} {
    .nav-overflow {
      display: none;
    }
    ${(p) =>
      p.$open
        ? css`
            ${drawer}${drawerOpen}${drawerList}
          `
        : ""}
    &:target {
      ${drawer}
      ${drawerOpen}
      ${drawerList}
    }
  }
`;

const NavList = styled.ul.withConfig({ componentId: "SiteHeader-NavList" })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 4px 14px;
  flex-wrap: nowrap;
  align-items: center;
  white-space: nowrap;
  a,
  summary {
    display: block;
    padding: 10px 2px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    cursor: pointer;
  }
  a[aria-current="page"] {
    color: ${(p) => p.theme.colors.brand};
    text-decoration: underline;
  }
  /* No favorites, no control (SPEC §2): not even an empty entry. */
  li.nav-favorites:empty {
    display: none;
  }
  /* In the row (every link fits) the heart alone; its words stay its name. */
  ${allLinksFit} {
    .favorites-word {
      ${hiddenWord}
    }
  }
`;

const DrawerClose = styled.a.withConfig({ componentId: "SiteHeader-DrawerClose" })`
  display: none;
  margin-bottom: 8px;
  font-weight: 600;
  ${below("lg")} {
    display: block;
  }
  ${someLinksOverflow} {
    #site-menu:target > &,
    #site-menu[data-open="true"] > & {
      display: block;
    }
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
  /** The location control, supplied by its feature. */
  locationSlot?: ReactNode;
  /** The same control at the top of the menu, for phones, where the header row has no room for it. */
  menuLocationSlot?: ReactNode;
  /** The favorites control, supplied by its feature: the last entry of the menu. */
  favoritesSlot?: ReactNode;
};

/**
 * An entry of the main menu: its page (`to`, else the link's own), or with `orAsk` and no page the location dialog
 * of that intent, where the page depends on a place the visitor has not given.
 */
function MenuLink({
  link,
  to = link.to,
  orAsk,
  overflows = false,
}: {
  link: NavLink;
  to?: string | null;
  orAsk?: LocationIntent;
  /** In the menu rather than the row until every link fits (ALL_LINKS_FIT). */
  overflows?: boolean;
}) {
  return (
    <li className={overflows ? "nav-overflow" : undefined}>
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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="menu-word">Menu</span>
    </MenuToggle>
  );
}

export function SiteHeader({
  localCouponsTo = null,
  dealsTo = null,
  locationSlot,
  menuLocationSlot,
  favoritesSlot,
  specialOffers = [],
  specialOffersError = null,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A navigation closes the drawer — also one back to the same URL (a place chosen from the menu's Change). Focus
  // left inside it (a dialog opened from the menu gives it back to its opener) would be lost on <body> once the
  // drawer hides: it goes to the page's main content.
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    if (!openNow.current) return;
    setOpen(false);
    if (navRef.current?.contains(document.activeElement))
      document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.key]);

  // The location dialog takes over from the menu it was opened from (its Change, Local Coupons or Deals): the drawer
  // is done once the dialog is up, so whatever the dialog ends with — a place, a message in the snackbar, a close —
  // the shopper is back on the page, not in a menu left open behind it.
  const { intent: dialogIntent } = useLocationDialog();
  useEffect(() => {
    if (dialogIntent) setOpen(false);
  }, [dialogIntent]);

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>("a, summary")?.focus();
    const onKey = (e: KeyboardEvent) => {
      // Escape closes the newest dialog opened from the menu (the favorites), not the menu under it.
      if (e.key === "Escape" && topDialog() === null) {
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
          <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <rect width="64" height="64" rx="14" fill="currentColor" />
            <path d="M14 16h10l8 24 8-24h10L37 50H27z" fill="#ffc94a" />
          </svg>
          <span className="logo-word">Valuvo</span>
        </Logo>
        {locationSlot ? <Place>{locationSlot}</Place> : null}
        {open ? <Backdrop data-testid="drawer-backdrop" onClick={close} /> : null}
        <Nav id="site-menu" aria-label="Main" ref={navRef} $open={open} data-open={open ? "true" : undefined}>
          <DrawerClose
            href="#"
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          >
            Close menu
          </DrawerClose>
          {menuLocationSlot}
          <NavList>
            <MenuLink link={HEADER_LINKS.coupons} to={localCouponsTo} orAsk="coupons" />
            <MenuLink link={HEADER_LINKS.deals} to={dealsTo} orAsk="deals" />
            <MenuLink link={HEADER_LINKS.couponCodes} />
            <MenuLink link={HEADER_LINKS.grocery} />
            <li>
              <SpecialOffersMenu links={specialOffers} error={specialOffersError} />
            </li>
            <MenuLink link={HEADER_LINKS.careers} overflows />
            <MenuLink link={HEADER_LINKS.advertise} overflows />
            <MenuLink link={HEADER_LINKS.myCoupons} overflows />
            {/* SPEC §2's favorites control, in the menu with the links that do not fit the row: favorites are being
                phased out (SPEC §1), and in the row its heart squeezed the search box's hint ("Pizza, Oil Change, Ha"). */}
            {favoritesSlot ? <li className="nav-overflow nav-favorites">{favoritesSlot}</li> : null}
          </NavList>
        </Nav>
        <HeaderSearch />
      </Row>
    </Bar>
  );
}
