import { URGENCY_LABELS, type UrgencyLabel } from "./deal";

/** '$24' for whole dollars, '$19.50' otherwise. */
export function dealMoney(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The price a visitor pays now: a price drop, when there is one, replaces the offer price. */
export function currentDealPrice(offerPrice: number, priceDropPrice: number | null): number {
  return priceDropPrice ?? offerPrice;
}

/**
 * SPEC §9: (full value − offer price or price-drop price) ÷ full value, rounded to a whole number, shown 'N% OFF'.
 * No label when nothing is saved or the figures are unusable, rather than '0% OFF' or 'NaN% OFF'.
 */
export function dealDiscountLabel(fullValue: number, offerPrice: number, priceDropPrice: number | null): string | null {
  const price = currentDealPrice(offerPrice, priceDropPrice);
  if (!Number.isFinite(fullValue) || !Number.isFinite(price) || fullValue <= 0 || price < 0) return null;
  const percent = Math.round(((fullValue - price) / fullValue) * 100);
  return percent > 0 ? `${percent}% OFF` : null;
}

/**
 * SPEC §9 urgency labels. A real price drop below the offer price says 'Price Drop'; otherwise the upstream's urgency
 * call to action is shown only when it is one of the labels the spec knows, so free text never becomes a badge.
 */
export function dealUrgencyLabel(
  offerPrice: number,
  priceDropPrice: number | null,
  urgencyCallToAction: string | null,
): UrgencyLabel | null {
  if (priceDropPrice !== null && priceDropPrice < offerPrice) return "Price Drop";
  const wanted = urgencyCallToAction?.trim().toLowerCase();
  return URGENCY_LABELS.find((label) => label.toLowerCase() === wanted) ?? null;
}
