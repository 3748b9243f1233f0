import type { RouteHandle } from "~/shared";

/**
 * The breadcrumbs of a privacy page: Home › Privacy Policy › the page. The path alone would give a dead `/cpa`
 * crumb or the label 'Ccpa', so these pages name their place under the policy instead.
 */
export function privacyTrail(label: string, to: string): RouteHandle {
  return {
    breadcrumbs: () => [
      { label: "Privacy Policy", to: "/privacy-policy" },
      { label, to },
    ],
  };
}
