import { useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { Deal } from "~/models/deal";
import { DEAL_PARAM } from "~/models/deal-overlay";

const DealOverlayView = lazy(() => import("./DealOverlayView"));

/** The partner-deal quick view of the deal `?deal=` names among the page's deals (server-rendered, loaded on demand). */
export function DealOverlays({ deals }: { deals: readonly Deal[] }) {
  const [params] = useSearchParams();
  const id = params.get(DEAL_PARAM);
  const deal = id ? deals.find((d) => d.id === id) : undefined;
  if (!deal) return null;
  return (
    <Suspense fallback={null}>
      <DealOverlayView deal={deal} />
    </Suspense>
  );
}
