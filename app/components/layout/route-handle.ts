import type { UIMatch } from "@remix-run/react";
import type { Crumb } from "~/models/breadcrumbs";

/**
 * What a route file may say about itself in `export const handle`. A route names its own breadcrumb trail here,
 * so a new page needs no change elsewhere; without one, the trail comes from the path's segments.
 */
export type RouteHandle = {
  /** The whole trail after Home, from the route's loader data. `null` hides the breadcrumbs. */
  breadcrumbs?: (match: UIMatch<unknown, RouteHandle>) => Crumb[] | null;
};

export function routeHandle(match: UIMatch<unknown, unknown>): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}
