import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  continueInterruptedNavigation,
  installChunkReloadGuard,
  keepCampaignLanding,
  registerServiceWorker,
} from "~/shared";

installChunkReloadGuard(window);
// `npm run build` writes the offline wallet's worker from the production build; `npm run dev` has none to register.
if (process.env.NODE_ENV === "production") registerServiceWorker(window);

// Before the router reads the address bar: the page was rendered without a campaign's parameters.
keepCampaignLanding(window);

// A page the router reloaded mid-navigation after a deploy goes on to the page clicked; it is not hydrated.
if (!continueInterruptedNavigation(window)) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}
