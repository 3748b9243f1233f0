import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { theme } from "~/styles/theme";

/**
 * Renders `routes` as the browser's Remix would, in the design system's theme: for components that use links,
 * forms and fetchers, whose loaders and actions the routes stand in for.
 */
export function renderRoutes(routes: Parameters<typeof createRemixStub>[0]) {
  const Stub = createRemixStub(routes);
  return render(
    <ThemeProvider theme={theme}>
      <Stub />
    </ThemeProvider>,
  );
}
