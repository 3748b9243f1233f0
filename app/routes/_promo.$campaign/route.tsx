import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { pageMeta } from "~/components/layout/meta";
import { PromoPage } from "~/components/promo/PromoPage";
import { revalidateUnlessOnlyOverlayChanged } from "~/models/url-state";
import { routeHeaders } from "~/pages/cache-headers";
import { loadPromotionPage } from "./promotion-page.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.promotion.title, description: args.data.promotion.description }) : [];

/** Every promotion of the table (app/models/promotions.ts) in the promotions shell; other slugs are a 404. */
export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  loadPromotionPage(request, context, params.campaign ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function PromotionPage() {
  return <PromoPage {...useLoaderData<typeof loader>()} />;
}
