import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage, MaintenancePage } from "./ErrorPage";

/** Status of whatever a route threw: a Response's own status, 500 for anything else. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A message a thrown 404 may carry for the visitor (e.g. 'We couldn't find the associated BPP'). */
function visitorDetail(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return undefined;
}

/** One boundary for every shell: 404, 503 (maintenance, SPEC §4 critical error) and everything else. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const status = errorStatus(error);
  if (status === 503) return <MaintenancePage />;
  return <ErrorPage status={status} detail={status === 404 ? visitorDetail(error) : undefined} />;
}
