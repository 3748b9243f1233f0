import { useEffect } from "react";
import { cleanStoredLists } from "~/components/local/storage";
import { recordNavigations } from "../../browser/chunk-reload";

/**
 * What the app does once when it starts in the browser, on whatever page it starts (SPEC §4): stored lists
 * cleaned (expired recently viewed offers purged) and navigations recorded for the recovery after a deploy.
 * Renders nothing.
 */
export function AppStartup() {
  useEffect(() => {
    cleanStoredLists();
    return recordNavigations(window);
  }, []);
  return null;
}
