import { css } from "styled-components";
import { buttonLook } from "./button-look";

/** Every overlay of the site is a native `<dialog>` covering the viewport; its panel sits inside, scrolling with it. */
export const fullScreenDialog = css`
  position: fixed;
  inset: 0;
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 16px;
  border: 0;
  overflow-y: auto;
`;

/** The filled call-to-action look of older call sites: the design system's primary button (components/ui/button). */
export const primaryButton = buttonLook("primary");

/** A dialog's action button (print, use my location …): 44 px tall and bold; the caller fills or outlines it. */
export const dialogAction = css`
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${(p) => p.theme.radius}px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

/** The round × in a dialog's top-right corner. */
export const dialogCloseButton = css`
  position: absolute;
  top: 12px;
  right: 12px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 1.6rem;
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
`;

/** A card in a results grid: white, outlined, as tall as its row. */
export const gridCard = css`
  height: 100%;
  padding: 14px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** A grid card whose picture (full width, `imageHeight` px tall), title and text stack in one column, `gap` px apart. */
export const pictureCard = (gap: number, imageHeight: number) => css`
  ${gridCard}
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
  img {
    width: 100%;
    height: ${imageHeight}px;
    object-fit: cover;
    border-radius: 4px;
  }
  p {
    margin: 0;
  }
`;

/**
 * A bare list (no bullets, no indent) laid out as a grid: as many columns of at least `minWidth` px as fit, `gap` px
 * between rows and `columnGap` px (the same unless given) between columns.
 */
export const cardGrid = (minWidth: number, gap = 12, columnGap = gap) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}px, 1fr));
  gap: ${gap === columnGap ? `${gap}px` : `${gap}px ${columnGap}px`};
`;

/** A bare list laid out as a row that wraps, `gap` px between entries (chips, share links, calls to action). */
export const wrappingRow = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${gap}px;
`;

/** A 40 px tall outlined link in a row of them (category chips, share links); the caller sets padding and corners. */
export const chipLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  border: 1px solid ${(p) => p.theme.colors.border};
  font-weight: 600;
  text-decoration: none;
`;

/** A bare list stacked in one column, `gap` px between entries (news, leaders, openings). */
export const stackedList = (gap: number) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${gap}px;
`;

/**
 * A white panel in the theme's border colour and corners: `solid` for cards and notices, `dashed` for what is cut out
 * or set apart (the featured-stores slot, a business's offers), its border `width` px wide.
 */
export const panelLook = (edge: "solid" | "dashed" = "solid", width = 1) => css`
  border: ${width}px ${edge} ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.surface};
`;

/** The outlined white panel of cards and notices: theme border, radius and surface. */
export const outlinedSurface = panelLook();

/** A 3:1 banner picture (a contest's, a home billboard's): full width, cropped to fill, no gap under it. */
export const bannerImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 1;
  object-fit: cover;
`;

/** A link drawn as an outlined tile of a category grid: brand-coloured on hover, a brand bar on the current page. */
export const tileLink = css`
  ${outlinedSurface}
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.brand};
  }
  &[aria-current="page"] {
    border-color: ${(p) => p.theme.colors.brand};
    box-shadow: inset 4px 0 0 ${(p) => p.theme.colors.brand};
  }
`;

/** Columns side by side (`columns`: a grid-template-columns value), `gap` px apart, one column up to the md breakpoint. */
export const columnsUntilMd = (columns: string, gap = 24) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${gap}px;
  @media (max-width: ${(p) => p.theme.breakpoints.md}px) {
    grid-template-columns: 1fr;
  }
`;

/** An outlined 44 px control on the surface (a secondary button, the menu toggle); the caller sets padding and colours. */
export const outlinedControl = css`
  min-height: 44px;
  ${outlinedSurface}
  font: inherit;
  cursor: pointer;
`;

/** Text kept for assistive technology but not drawn (the global `.visually-hidden`, for use under a media query). */
export const hiddenWord = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * What a page says about needing JavaScript: drawn only by a browser that will not run scripts (`scripting: none`),
 * never by one still loading them (a slow phone read "needs JavaScript" for seconds before its scripts ran). Not
 * `<noscript>`: a browser whose scripts are switched off by policy or by a test harness may still parse its content
 * as text.
 */
export const onlyWithoutScripts = css`
  display: none;
  @media (scripting: none) {
    display: block;
  }
`;

/** A control that works once the scripts run, left out where they never will (`scripting: none`). */
export const hiddenWithoutScripts = css`
  @media (scripting: none) {
    display: none;
  }
`;
