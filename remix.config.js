import { fileURLToPath } from "node:url";
import { flatRoutesOf } from "./app/framework/flat-routes.mjs";

const ignoredRouteFiles = ["**/.*", "**/*.test.{ts,tsx}"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  serverModuleFormat: "esm",
  // styled-components ships CommonJS; bundling it keeps `styled.x` working in the ESM server build.
  serverDependenciesToBundle: [/^styled-components/],
  // SPEC §2: routes are case-sensitive (`/Local` is not `/local`). Flat routes have no per-file switch, so the
  // same file routes are declared again here with caseSensitive set (manual routes replace them by id).
  routes: async () => {
    const appDirectory = fileURLToPath(new URL("./app", import.meta.url));
    const routes = flatRoutesOf(appDirectory, ignoredRouteFiles);
    for (const route of Object.values(routes)) route.caseSensitive = true;
    return routes;
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
