import type { ShouldRevalidateFunction } from "@remix-run/react";
import { onlyOverlayChanged } from "~/models/local-page";

/**
 * For pages with offer overlays: opening or closing an offer only changes overlay parameters, and the listings on
 * the page are already there, so the loader is not asked again. Form posts (a location change) still revalidate.
 */
export const keepDataWhenOnlyOverlayChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && onlyOverlayChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);
