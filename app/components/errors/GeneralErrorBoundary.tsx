import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { reloadAfterLostConnection } from "~/browser/chunk-reload";
import { isFetchFailure, isOffline } from "~/browser/connection";
import { errorStatus } from "./error-texts";

// Loaded only where an error is shown: every page carries this boundary, few ever render it.
const ErrorPage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.ErrorPage })));
const MaintenancePage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.MaintenancePage })));
const UnavailablePage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.UnavailablePage })));

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/**
 * One boundary for every shell and page: 404, 503 (maintenance, SPEC §4 critical error) and everything else. A
 * route passes its own handlers for the statuses it means something by (epic-stack's `statusHandlers`), e.g. the
 * business page's 404 says 'We couldn't find the associated BPP'. A page whose data or code never arrived, because the
 * connection did not hold, is no error of the site's: it is loaded whole, as without JavaScript (the site's error
 * screen would also need a chunk the lost connection cannot fetch).
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const connectionLost = isConnectionLost(error);
  // Set when the page reloaded itself moments ago (a fetch failing online again): the error is shown, not a loop.
  const [reloadRefused, setReloadRefused] = useState(false);
  useEffect(() => {
    if (connectionLost && !reloadAfterLostConnection(window)) setReloadRefused(true);
  }, [connectionLost, error]);
  if (connectionLost && !reloadRefused) return null;
  const status = errorStatus(error);
  const handler = isRouteErrorResponse(error) ? statusHandlers[status] : undefined;
  if (handler && isRouteErrorResponse(error)) return <>{handler({ error })}</>;
  // A page whose own content is missing names it (`unavailableResponse`); only SPEC §4's critical failures are the
  // site-wide maintenance page.
  const unavailable = status === 503 && isRouteErrorResponse(error) ? unavailableMessage(error.data) : null;
  return (
    <Suspense fallback={null}>
      {unavailable ? (
        <UnavailablePage message={unavailable} />
      ) : status === 503 ? (
        <MaintenancePage />
      ) : (
        <ErrorPage status={status} />
      )}
    </Suspense>
  );
}

/**
 * The message of a response `unavailableResponse` built on the server from an area's SPEC §8 text; any other 503
 * (the bodiless maintenance response, or a body of another shape) is the maintenance page. The message is rendered
 * as text, never as markup. The list of messages is not checked here: it would ship every message in the shared
 * chunk of every page.
 */
function unavailableMessage(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("unavailable" in data)) return null;
  const message = (data as { unavailable: unknown }).unavailable;
  return typeof message === "string" && message !== "" && message.length <= 200 ? message : null;
}

/** What a page could not fetch because the connection did not hold: the device is offline, or fetch had no answer. */
export function isConnectionLost(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return false;
  return isOffline() || isFetchFailure(error);
}
