import { isRouteErrorResponse } from "@remix-run/react";

/** Status of whatever a route threw: a Response's own status, 500 for anything else. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** SPEC §8's texts of the error pages; the document titles of `meta` use them too. */
export const ERROR_TEXTS = {
  notFound: {
    title: "Page Not Found",
    text: "We looked everywhere for this page. Are you sure the website URL is correct?",
  },
  other: {
    title: "Oops... Something Went Wrong",
    text: "We apologize and are fixing the problem. Please try again later.",
  },
  maintenance: {
    title: "Maintenance in progress... Please check back later.",
  },
} as const;
