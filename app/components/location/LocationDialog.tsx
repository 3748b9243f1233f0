import { lazy, Suspense } from "react";
import { loadLocationDialog } from "./load-location-dialog";
import { useLocationDialog } from "./LocationDialogContext";
import type { DealsContext } from "./OpenLocationDialog";

const OpenLocationDialog = lazy(loadLocationDialog);

/**
 * SPEC §2 location dialog: full screen, closes on Escape, a click outside its panel or the close button; focus is
 * trapped by the native modal dialog and returns to the opener. Its form works without JavaScript.
 */
export function LocationDialog({ deals }: { deals: DealsContext }) {
  const { intent } = useLocationDialog();
  // Its code is fetched when an opener is pointed at or focused (LocationDialogLink), so opening rarely waits on
  // the network; a dialog the server rendered open (no-JS URL) keeps its HTML until the code arrives.
  return intent ? (
    <Suspense fallback={null}>
      <OpenLocationDialog intent={intent} deals={deals} />
    </Suspense>
  ) : null;
}
