import { createGlobalStyle } from "styled-components";

// Only the coupon prints, on one page (issue 5 §6): everything outside the redeem screen and its toolbar is hidden.
export const PrintOnlyCoupon = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    body { background: #fff; }
    body > *:not(main), main > *:not([data-print-root]) { display: none !important; }
    main { padding: 0 !important; margin: 0 !important; min-height: 0 !important; }
    [data-print-root] {
      position: static !important;
      width: auto !important;
      height: auto !important;
      padding: 0 !important;
      overflow: visible !important;
      background: #fff !important;
    }
    [data-print-root]::backdrop { display: none; }
    [data-print-hide] { display: none !important; }
    [data-print-root] article { border-color: #000; max-width: none; font-size: 12pt; }
  }
`;
