import { useRouteLoaderData } from "@remix-run/react";

type RootData = { origin: string };

/** The root loader's data (the public origin); a fallback keeps error pages rendering if it is missing. */
export function useRootData(): RootData {
  return useRouteLoaderData<RootData>("root") ?? { origin: "" };
}
