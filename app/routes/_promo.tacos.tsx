import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { PromoPage } from "~/components/promo/PromoPage";
import { onlyOverlayChanged } from "~/models/local-page";
import { PROMOTIONS } from "~/models/promotions";
import { routeHeaders } from "~/services/cache-headers";
import { loadPromotion } from "~/services/promotion.server";

const promotion = PROMOTIONS.tacos;

export const headers = routeHeaders;

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: promotion.title, description: promotion.description });

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPromotion(request, promotion);
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && onlyOverlayChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

export default function TacosPromotion() {
  return <PromoPage promotion={promotion} {...useLoaderData<typeof loader>()} />;
}
