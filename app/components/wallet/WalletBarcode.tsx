import type { WalletBarcode as Barcode } from "~/models/wallet";

/**
 * A saved coupon's Code 128 barcode redrawn from the strokes kept on the device (issue 30): inline SVG, so it shows
 * offline and needs no image request, which the Content-Security-Policy would refuse for a data: URL anyway.
 */
export function WalletBarcode({ barcode, printId }: { barcode: Barcode; printId: string }) {
  return (
    <svg
      className="barcode"
      viewBox={barcode.viewBox}
      role="img"
      aria-label={`Barcode of coupon ID ${printId}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      {barcode.strokes.map((stroke) => (
        <path
          key={`${stroke.width}:${stroke.d.slice(0, 24)}`}
          stroke="#000000"
          strokeWidth={stroke.width}
          d={stroke.d}
        />
      ))}
    </svg>
  );
}
