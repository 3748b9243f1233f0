import { lazy, Suspense, useEffect } from "react";
import { useLocationDialog } from "./LocationDialogContext";

const OpenLocationDialog = lazy(() => import("./OpenLocationDialog"));

/**
 * SPEC §2 location dialog: full screen, closes on Escape, a click outside its panel or the close button; focus is
 * trapped by the native modal dialog and returns to the opener. Its form works without JavaScript.
 */
export function LocationDialog() {
  const { intent } = useLocationDialog();
  // Its code arrives once the page is idle, so opening it later does not wait on the network; a dialog the server
  // rendered open (no-JS URL) keeps its HTML until then.
  useEffect(() => {
    const load = () => void import("./OpenLocationDialog");
    if ("requestIdleCallback" in window) window.requestIdleCallback(load);
    else setTimeout(load, 2000);
  }, []);
  return intent ? (
    <Suspense fallback={null}>
      <OpenLocationDialog intent={intent} />
    </Suspense>
  ) : null;
}

