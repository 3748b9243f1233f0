import type { ReactNode } from "react";
import styled from "styled-components";
import { Breadcrumbs } from "./Breadcrumbs";
import { LoadingBar } from "./LoadingBar";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const SkipLink = styled.a.withConfig({ componentId: "SiteShell-SkipLink", displayName: "SkipLink" })`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 100;
  padding: 8px 16px;
  background: ${(p) => p.theme.colors.surface};
  &:focus {
    top: 8px;
  }
`;

export const Main = styled.main.withConfig({ componentId: "SiteShell-Main", displayName: "Main" })`
  max-width: ${(p) => p.theme.breakpoints.lg}px;
  margin: 0 auto;
  padding: 16px;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`;

export type ShellProps = {
  year: number;
  origin: string;
  header?: SiteHeaderProps;
  /** Replaces the site header (the franchise shell has its own). */
  customHeader?: ReactNode;
  showBreadcrumbs?: boolean;
  /** Whether the visitor has a place: without one, crumbs to local pages open the location dialog (SPEC §2). */
  hasLocation?: boolean;
  /** Sub-navigation of the careers and newsroom shells, under the breadcrumbs. */
  subNav?: ReactNode;
  /** Dialogs and overlays that sit above the page. */
  overlays?: ReactNode;
  children: ReactNode;
};

/** Header, breadcrumbs, main and footer: the frame of every page (SPEC §2 "Layouts"). */
export function SiteShell({
  year,
  origin,
  header,
  customHeader,
  showBreadcrumbs = true,
  hasLocation = false,
  subNav,
  overlays,
  children,
}: ShellProps) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <LoadingBar />
      {customHeader ?? <SiteHeader {...header} />}
      {showBreadcrumbs ? <Breadcrumbs origin={origin} hasLocation={hasLocation} /> : null}
      {subNav}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter year={year} />
      {overlays}
    </>
  );
}
