import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { keepDataWhenOnlyOverlayChanges } from "~/components/local/revalidate";
import { PromoPage } from "~/components/promo/PromoPage";
import { promotionMeta } from "~/components/promo/promo-meta";
import { PROMOTIONS } from "~/models/promotions";
import { routeHeaders } from "~/pages/cache-headers";
import { loadPromotion } from "~/services/promotion.server";

const promotion = PROMOTIONS.homeImprovement;

export const headers = routeHeaders;
export const meta = promotionMeta(promotion);
export const loader = ({ request }: LoaderFunctionArgs) => loadPromotion(request, promotion);
export const shouldRevalidate = keepDataWhenOnlyOverlayChanges;

export default function HomeImprovementPromotion() {
  return <PromoPage promotion={promotion} {...useLoaderData<typeof loader>()} />;
}
