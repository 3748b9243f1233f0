import { useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { PlaceChoice } from "~/models/place-choice";
import { readOverlayState } from "~/models/url-state";
import { loadLocationDialog } from "./load-location-dialog";
import { useLocationDialog } from "./LocationDialogContext";
import type { DealsContext } from "./OpenLocationDialog";

const OpenLocationDialog = lazy(loadLocationDialog);

/**
 * SPEC §2 location dialog: full screen, closes on Escape, a click outside its panel or the close button; focus is
 * trapped by the native modal dialog and returns to the opener. Its form works without JavaScript.
 */
export function LocationDialog({ deals, choice }: { deals: DealsContext; choice: PlaceChoice | null }) {
  const { intent } = useLocationDialog();
  const { search } = useLocation();
  // The server's candidates belong to the URL that named the place; a dialog opened again in place starts afresh.
  const named = readOverlayState(search).placeName !== null;
  // Its code is fetched when an opener is pointed at or focused (LocationDialogLink), so opening rarely waits on
  // the network; a dialog the server rendered open (no-JS URL) keeps its HTML until the code arrives.
  return intent ? (
    <Suspense fallback={null}>
      <OpenLocationDialog intent={intent} deals={deals} choice={named ? choice : null} />
    </Suspense>
  ) : null;
}
