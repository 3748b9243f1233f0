import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";

/**
 * Renders `routes` as the browser's Remix would, in the design system's theme: for components that use links,
 * forms and fetchers, whose loaders and actions the routes stand in for. The history starts at `initialEntries`
 * (by default `/`).
 */
export function renderRoutes(routes: Parameters<typeof createRemixStub>[0], initialEntries?: string[]) {
  const Stub = createRemixStub(routes);
  return render(
    <ThemeProvider theme={theme}>
      <Stub initialEntries={initialEntries} />
    </ThemeProvider>,
  );
}
