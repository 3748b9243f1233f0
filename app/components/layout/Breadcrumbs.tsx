import { useLocation, useMatches, type UIMatch } from "@remix-run/react";
import styled from "styled-components";
import { LocationDialogLink } from "~/components/location/LocationDialogLink";
import { breadcrumbJsonLd, crumbLocationIntent, crumbsFromPath, HOME_CRUMB, type Crumb } from "~/models/breadcrumbs";
import { routeHandle, type RouteHandle } from "./route-handle";
import { SiteLink } from "./SiteLink";

const Trail = styled.nav.withConfig({ componentId: "Breadcrumbs-Trail", displayName: "Breadcrumbs" })`
  max-width: ${(p) => p.theme.breakpoints.lg}px;
  margin: 12px auto 0;
  padding: 0 16px;
  font-size: 0.9rem;
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: "›";
    margin-right: 4px;
    color: ${(p) => p.theme.colors.muted};
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
`;

/** The trail for the current page: the deepest route that names one wins; otherwise the path's segments. */
export function useCrumbs(): Crumb[] | null {
  const matches = useMatches() as UIMatch<unknown, RouteHandle>[];
  const { pathname } = useLocation();
  if (pathname === "/") return null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const named = routeHandle(match).breadcrumbs;
    if (named) {
      const trail = named(match);
      return trail ? [HOME_CRUMB, ...trail] : null;
    }
  }
  return crumbsFromPath(pathname);
}

export function Breadcrumbs({ origin, hasLocation }: { origin: string; hasLocation: boolean }) {
  const crumbs = useCrumbs();
  if (!crumbs) return null;
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to + i}>
            <CrumbItem crumb={crumb} current={i === crumbs.length - 1} hasLocation={hasLocation} />
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // JSON.stringify output cannot close the script element once "<" is escaped.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(breadcrumbJsonLd(crumbs, origin)).replace(/</g, "\\u003c"),
        }}
      />
    </Trail>
  );
}

function CrumbItem({ crumb, current, hasLocation }: { crumb: Crumb; current: boolean; hasLocation: boolean }) {
  if (current) return <span aria-current="page">{crumb.label}</span>;
  const intent = crumbLocationIntent(crumb, hasLocation);
  if (intent) return <LocationDialogLink intent={intent}>{crumb.label}</LocationDialogLink>;
  return <SiteLink to={crumb.to}>{crumb.label}</SiteLink>;
}
