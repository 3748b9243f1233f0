import { css } from "styled-components";
import { cardLook } from "~/components/ui/card-look";

/**
 * A Clipp deal's card, wherever a list shows deals (the deals page, search, campaigns, the deals directory): the
 * site's card look with the deal's picture drawn at 2:1 and shown whole, so its label is never cut, and the business
 * named in muted small text under the headline.
 */
export const dealCardLook = css`
  ${cardLook}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    border-radius: ${(p) => p.theme.radius}px;
  }
  .business {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;
