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
    /** Money saved and prices, and the urgency of an ending offer: 6.5:1 on white. */
    savings: "#b3261e",
    /** The background of a positive badge ("Printable", "Verified"), brand text on it reads 6.9:1. */
    positiveTint: "#e3f2ea",
    /** The background of a neutral badge or chip, text on it reads 13:1. */
    neutralTint: "#eef0f3",
  },
  radius: 8,
  /** Every control a shopper presses (buttons, button-styled links, chips) is this tall: one height, a touch target. */
  controlHeight: 44,
  /** The spacing scale in px: gaps and paddings come from here, so cards on every page breathe alike. */
  space: { xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  /** The type scale: body text is `md`; card headlines `lg`; page titles `xxl`. */
  fontSizes: { xs: "0.8125rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.375rem", xxl: "1.75rem" },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
} as const;

export type Theme = typeof theme;

/** Media query from a breakpoint up, for styled-components template literals. */
export const up = (bp: keyof Theme["breakpoints"]) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
/** Media query below a breakpoint. */
export const below = (bp: keyof Theme["breakpoints"]) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`;
