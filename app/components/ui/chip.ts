import { Link } from "@remix-run/react";
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

/** A bare list of chips in a row that scrolls sideways on a phone rather than pushing the offers down. */
export const ChipRow = styled.ul.withConfig({ componentId: "chip-ChipRow", displayName: "ChipRow" })`
  list-style: none;
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space.xs}px;
  display: flex;
  gap: ${(p) => p.theme.space.sm}px;
  overflow-x: auto;
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;
