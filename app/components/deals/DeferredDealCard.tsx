import { lazy, Suspense, type ComponentProps } from "react";
import type { DealCard as DealCardView } from "./DealCard";

// Where deals are one group among others (search results), most visits show none: the card's code loads only when
// a deal is on the page.
const DealCard = lazy(() => import("./DealCard").then((module) => ({ default: module.DealCard })));

/** DealCard, its code loaded only when a deal is shown. */
export function DeferredDealCard(props: ComponentProps<typeof DealCardView>) {
  return (
    <Suspense fallback={null}>
      <DealCard {...props} />
    </Suspense>
  );
}
