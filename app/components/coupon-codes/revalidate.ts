import type { ShouldRevalidateFunction } from "@remix-run/react";
import { onlyCpncodeChanged } from "~/models/coupon-code-pages";

/**
 * For the coupon-code pages: opening or closing an offer dialog only changes `?cpncode=`, which the layout's loader
 * answers; the page's own lists are already on screen. Form posts (a location change) still revalidate.
 */
export const keepDataWhenOnlyCpncodeChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyCpncodeChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);
