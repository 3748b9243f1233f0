/** SPEC §9's layout constants and the palette, in one object every styled component reads. */
export const theme = {
  breakpoints: { xs: 340, sm: 570, md: 800, lg: 1280 },
  headerHeight: 70,
  drawerWidth: 307,
  dialogMaxWidth: 960,
  snackbarMs: 5000,
  loadingBar: { throttleMs: 200, durationMs: 5000 },
  colors: {
    brand: "#0a6847",
    brandDark: "#064e35",
    accent: "#ffc94a",
    text: "#1d2430",
    muted: "#4d5665",
    border: "#d5d9e0",
    surface: "#ffffff",
    background: "#f5f6f8",
    danger: "#b3261e",
    focus: "#1a56db",
  },
  radius: 8,
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const;

export type Theme = typeof theme;

/** Media query from a breakpoint up, for styled-components template literals. */
export const up = (bp: keyof Theme["breakpoints"]) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
/** Media query below a breakpoint. */
export const below = (bp: keyof Theme["breakpoints"]) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
