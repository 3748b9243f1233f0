import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { errorStatus } from "./error-texts";

// Loaded only where an error is shown: every page carries this boundary, few ever render it.
const ErrorPage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.ErrorPage })));
const MaintenancePage = lazy(() => import("./ErrorPage").then((m) => ({ default: m.MaintenancePage })));

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
  return <Suspense fallback={null}>{status === 503 ? <MaintenancePage /> : <ErrorPage status={status} />}</Suspense>;
}
