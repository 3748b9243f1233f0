import { Link, NavLink, type LinkProps, type NavLinkProps } from "@remix-run/react";
import type { ReactNode } from "react";
import type { NavLink as MenuLink } from "~/models/navigation";

type NetworkInformation = { effectiveType?: string; saveData?: boolean };

/** SPEC §9: prefetch on intent, except on 2g connections or with data-saver on. */
export function prefetchPolicy(connection: NetworkInformation | undefined): "intent" | "none" {
  if (!connection) return "intent";
  if (connection.saveData) return "none";
  return connection.effectiveType === "2g" || connection.effectiveType === "slow-2g" ? "none" : "intent";
}

/**
 * The server cannot know the connection: it says "none". The browser reads its connection once per page load. The
 * two may differ during hydration without a mismatch, because a link's prefetch setting changes only its event
 * handlers, never its markup; so no link renders a second time when hydration ends (a page has ~150 of them).
 */
let browserPolicy: "intent" | "none" | undefined;

export function browserPrefetchPolicy(): "intent" | "none" {
  if (typeof document === "undefined") return "none";
  browserPolicy ??= prefetchPolicy((navigator as Navigator & { connection?: NetworkInformation }).connection);
  return browserPolicy;
}

export function SiteLink(props: LinkProps) {
  const prefetch = browserPrefetchPolicy();
  return <Link prefetch={prefetch} {...props} />;
}

export function SiteNavLink(props: NavLinkProps) {
  const prefetch = browserPrefetchPolicy();
  return <NavLink prefetch={prefetch} {...props} />;
}

/**
 * A menu entry's link: an external one opens in a new tab (and says so to screen readers), a site page goes through
 * `Internal` (SiteNavLink where the current page is marked). `children` go before the label (an icon).
 */
export function MenuEntryLink({
  link,
  Internal = SiteLink,
  children,
}: {
  link: MenuLink;
  Internal?: (props: LinkProps) => ReactNode;
  children?: ReactNode;
}) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {children}
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Internal to={link.to}>
      {children}
      {link.label}
    </Internal>
  );
}
