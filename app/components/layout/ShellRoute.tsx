import { Outlet, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import type { ShellData } from "~/services/shell.server";
import { SiteShell, type ShellProps } from "./SiteShell";
import { useRootData } from "./useRootData";

type LayoutProps = { routeId: string } & Omit<ShellProps, "year" | "origin" | "children">;

function useShell(routeId: string) {
  const shell = useRouteLoaderData<ShellData>(routeId);
  const { origin } = useRootData();
  return { year: shell?.year ?? new Date().getFullYear(), origin };
}

/** A pathless layout's page: its shell around the child route. */
export function ShellOutlet({ routeId, ...props }: LayoutProps) {
  return (
    <SiteShell {...useShell(routeId)} {...props}>
      <Outlet />
    </SiteShell>
  );
}

/** A pathless layout's error: 404 / 503 maintenance / other, inside the same shell, so `<head>` stays mounted. */
export function ShellError({ routeId, ...props }: LayoutProps) {
  return (
    <SiteShell {...useShell(routeId)} {...props} showBreadcrumbs={false}>
      <GeneralErrorBoundary />
    </SiteShell>
  );
}
