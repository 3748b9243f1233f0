import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage, MaintenancePage, UnavailablePage } from "./ErrorPage";

/** Status of whatever a route threw: a Response's own status, 500 for anything else. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/**
 * One boundary for every shell and page: 404, 503 (maintenance, SPEC §4 critical error) and everything else. A
 * route passes its own handlers for the statuses it means something by (epic-stack's `statusHandlers`), e.g. the
 * business page's 404 says 'We couldn't find the associated BPP'.
 */
export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const status = errorStatus(error);
  const handler = isRouteErrorResponse(error) ? statusHandlers[status] : undefined;
  if (handler && isRouteErrorResponse(error)) return <>{handler({ error })}</>;
  if (status === 503) {
    // A page whose own content is missing names it (maintenance.server's `unavailableResponse`); only SPEC §4's
    // critical failures are the site-wide maintenance page.
    const unavailable = isRouteErrorResponse(error) ? unavailableMessage(error.data) : null;
    return unavailable ? <UnavailablePage message={unavailable} /> : <MaintenancePage />;
  }
  return <ErrorPage status={status} />;
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
