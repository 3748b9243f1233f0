import { Link } from "@remix-run/react";
import type { FocusEvent } from "react";
import styled, { css } from "styled-components";

/**
 * A filter or sort choice drawn as a chip: a link (the choice lives in the URL, so it works without JavaScript),
 * outlined, filled when it is the current choice (`aria-current="true"` or `"page"`).
 */
export const chipLook = css`
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  min-height: ${(p) => p.theme.controlHeight}px;
  padding: 0 ${(p) => p.theme.space.lg}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 999px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${(p) => p.theme.colors.brand};
    color: ${(p) => p.theme.colors.brand};
  }
  &[aria-current="true"],
  &[aria-current="page"] {
    border-color: ${(p) => p.theme.colors.brand};
    background: ${(p) => p.theme.colors.brand};
    color: #fff;
  }
`;

export const ChipLink = styled(Link).withConfig({ componentId: "chip-ChipLink", displayName: "ChipLink" })`
  ${chipLook}
`;

/** How wide the fade at a sideways-scrolling row's far edge is, and the room the row keeps after its last chip. */
const SCROLL_FADE_PX = 40;

/**
 * A row of chips that scrolls sideways (on a phone, instead of wrapping into rows above the offers) shows that it
 * does: its far edge fades out, so a chip cut there reads as "more this way". The row keeps that much room after
 * its last chip, so scrolled to the end nothing is faded. Chips stay links in the tab order; focusing one scrolls it
 * into view. For a row (`ul`) of chips inside a media query; `scrollingChipRowOff` undoes it where the row wraps.
 */
export const scrollingChipRow = css`
  flex-wrap: nowrap;
  overflow-x: auto;
  padding-inline-end: ${SCROLL_FADE_PX}px;
  /* A chip the keyboard focuses scrolls clear of the fade, not just to the edge. */
  scroll-padding-inline-end: ${SCROLL_FADE_PX}px;
  mask-image: linear-gradient(to right, #000 calc(100% - ${SCROLL_FADE_PX}px), transparent);
`;

export const scrollingChipRowOff = css`
  flex-wrap: wrap;
  overflow-x: visible;
  padding-inline-end: 0;
  scroll-padding-inline-end: 0;
  mask-image: none;
`;

/**
 * A row's `onFocus` (React's bubbles, as focusin): a chip reached by the keyboard scrolls whole into view, clear of
 * the fade. Browsers leave a focused chip where it is while any part of it shows, so the last one stayed cut at the
 * edge; a tap (no visible focus) scrolls nothing.
 */
export function revealFocusedChip(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target === event.currentTarget || !target.matches(":focus-visible")) return;
  target.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** A bare list of chips in a row that scrolls sideways on a phone rather than pushing the offers down. */
export const ChipRow = styled.ul.attrs({ onFocus: revealFocusedChip }).withConfig({
  componentId: "chip-ChipRow",
  displayName: "ChipRow",
})`
  list-style: none;
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space.xs}px;
  display: flex;
  gap: ${(p) => p.theme.space.sm}px;
  ${scrollingChipRow}
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    ${scrollingChipRowOff}
  }
`;
