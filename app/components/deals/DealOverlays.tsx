import { useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { Deal } from "~/models/deal";
import { readOverlayState } from "~/models/url-state";

const DealOverlayView = lazy(() => import("./DealOverlayView"));

/** The partner-deal quick view of the deal `?deal=` names among the page's deals (server-rendered, loaded on demand). */
export function DealOverlays({ deals }: { deals: readonly Deal[] }) {
  const [params] = useSearchParams();
  const id = readOverlayState(params).dealId;
  const deal = id ? deals.find((d) => d.id === id) : undefined;
  if (!deal) return null;
  return (
    <Suspense fallback={null}>
      <DealOverlayView deal={deal} />
    </Suspense>
  );
}
