import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/components/layout/chunk-reload";
import { registerServiceWorker } from "~/components/layout/register-service-worker";

installChunkReloadGuard(window);
registerServiceWorker(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
