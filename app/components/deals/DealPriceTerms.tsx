import type { ReactNode } from "react";

/**
 * The first terms of a deal's description list: its value and the visitor's price, each already formatted (the
 * dialog and the directory page format money differently); `children` follow the price (a discount, a crossed-out
 * earlier price).
 */
export function DealPriceTerms({ value, price, children }: { value: string; price: string; children?: ReactNode }) {
  return (
    <>
      <dt>Value</dt>
      <dd>{value}</dd>
      <dt>Your price</dt>
      <dd>
        {price}
        {children}
      </dd>
    </>
  );
}
