import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { UPSTREAM_MESSAGES } from "~/models/upstream-messages";
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

const AREA_MESSAGES: ReadonlySet<string> = new Set(Object.values(UPSTREAM_MESSAGES));

/** Only one of SPEC §8's area messages is shown: nothing else a response carries reaches the page. */
function unavailableMessage(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("unavailable" in data)) return null;
  const message = (data as { unavailable: unknown }).unavailable;
  return typeof message === "string" && AREA_MESSAGES.has(message) ? message : null;
}
