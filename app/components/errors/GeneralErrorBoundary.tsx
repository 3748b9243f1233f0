import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage, MaintenancePage } from "./ErrorPage";

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
  if (status === 503) return <MaintenancePage />;
  return <ErrorPage status={status} />;
}
