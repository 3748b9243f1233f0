import { css } from "styled-components";

/**
 * A coupon as it is handed to a cashier, on paper (the print screen) or on a phone (My coupons): black on white
 * inside a dashed cut line, the offer large, the coupon id in a fixed-width face and the barcode full width up to
 * 400 px and never squeezed, so a scanner reads its bars.
 */
export const printedCouponLook = css`
  padding: 24px;
  border: 3px dashed ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius}px;
  background: #fff;
  color: #000;
  break-inside: avoid;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1.6rem;
    line-height: 1.2;
  }
  p {
    margin: 6px 0;
  }
  .coupon-id {
    font-family: ui-monospace, monospace;
    font-size: 1rem;
  }
  .barcode {
    margin: 16px 0 8px;
    text-align: center;
  }
  .barcode img,
  .barcode svg {
    display: block;
    width: 100%;
    max-width: 400px;
    height: auto;
    margin: 0 auto 4px;
  }
`;
