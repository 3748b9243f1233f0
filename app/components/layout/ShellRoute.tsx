import { Outlet, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageRequestTracker } from "~/components/analytics/PageRequest";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { SnackbarProvider } from "~/components/feedback/Snackbar";
import { LocationControl } from "~/components/location/LocationControl";
import { LocationDialog } from "~/components/location/LocationDialog";
import { LocationDialogProvider } from "~/components/location/LocationDialogContext";
import { FavoritesControl } from "~/components/local/FavoritesControl";
import type { ShellData } from "~/models/shell";
import { SiteShell, type ShellProps } from "./SiteShell";
import { useRootData } from "./useRootData";
import { useShownPlace } from "./useShownPlace";

type LayoutProps = { routeId: string } & Omit<ShellProps, "year" | "origin" | "children" | "header" | "hasLocation">;

/** The shell's data from the layout's loader (absent only if that loader itself failed). */
export function useShellData(routeId: string): ShellData | undefined {
  return useRouteLoaderData<ShellData>(routeId);
}

function Frame({ routeId, children, ...props }: LayoutProps & { children: ReactNode }) {
  const shell = useShellData(routeId);
  const { origin } = useRootData();
  const location = shell?.location ?? null;
  const shown = useShownPlace(location && { label: location.label, slug: location.slug });
  return (
    <PageRequestTracker>
      <SnackbarProvider initialMessage={shell?.notice}>
        <LocationDialogProvider>
          <SiteShell
            year={shell?.year ?? new Date().getFullYear()}
            origin={origin}
            header={{
              localCouponsTo: shown ? `/local/${shown.slug}` : null,
              dealsTo: shell?.dealsAvailable ? "/deals" : null,
              locationSlot: <LocationControl label={shown?.label ?? null} />,
              menuLocationSlot: <LocationControl label={shown?.label ?? null} variant="menu" />,
              specialOffers: shell?.specialOffers,
              specialOffersError: shell?.specialtyLinksError,
              favoritesSlot: <FavoritesControl city={location?.city ?? null} />,
            }}
            overlays={
              <LocationDialog
                deals={{
                  hasPlace: location !== null,
                  dealsAvailable: shell?.dealsAvailable ?? false,
                  noDealsHere: shell?.noDealsHere ?? null,
                }}
                choice={shell?.placeChoice ?? null}
              />
            }
            hasLocation={location !== null}
            {...props}
          >
            {children}
          </SiteShell>
        </LocationDialogProvider>
      </SnackbarProvider>
    </PageRequestTracker>
  );
}

/** A pathless layout's page: its shell around the child route. */
export function ShellOutlet(props: LayoutProps) {
  return (
    <Frame {...props}>
      <Outlet />
    </Frame>
  );
}

/** A pathless layout's error: 404 / 503 maintenance / other, inside the same shell, so `<head>` stays mounted. */
export function ShellError(props: LayoutProps) {
  return (
    <Frame {...props} showBreadcrumbs={false}>
      <GeneralErrorBoundary />
    </Frame>
  );
}
