import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  categoryPath,
  COUPON_CODES_PATH,
  merchantPath,
  pageMeta,
  revalidateUnlessOnlyOverlayChanged,
  type RouteHandle,
  usePageRequestData,
  useRootData,
} from "~/shared";
import { AdPlacementSlot } from "~/components/coupon-codes/AdPlacementSlot";
import { PageIntro, Section, WithSideMerchants } from "~/components/coupon-codes/CouponCodesPage";
import { OfferGrid } from "~/components/coupon-codes/OfferGrid";
import { JsonLd } from "~/components/layout/JsonLd";
import { merchantJsonLd } from "~/models/merchant-jsonld";
import { routeHeaders } from "~/http/cache-headers.server";
import { loadMerchantPage } from "~/pages/coupon-codes.server";

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = (args) => {
  if (!args.data) return [];
  // The slug metadata search (SPEC §7) writes this merchant's title and description.
  const { merchant, metaTitle, metaDescription } = args.data;
  return pageMeta(args, {
    title: metaTitle,
    description: metaDescription,
    canonicalPath: merchantPath(merchant.slug),
    // Merchants' logos are SVG, which social networks do not show: the coupon-codes PNG card (issue 27).
    image: { src: "/share/coupon-codes.png", alt: "Coupon codes on Valuvo", wide: true },
  });
};

type MerchantData = Awaited<ReturnType<typeof loadMerchantPage>>;

// Home › Coupon Codes › the merchant's name rather than its slug.
export const handle: RouteHandle = {
  breadcrumbs: (match) => {
    const merchant = (match.data as MerchantData | undefined)?.merchant;
    return [
      { label: "Coupon Codes", to: COUPON_CODES_PATH },
      ...(merchant ? [{ label: merchant.businessName, to: merchantPath(merchant.slug) }] : []),
    ];
  },
};

export const loader = ({ params }: LoaderFunctionArgs) => loadMerchantPage(params.merchantSlug ?? "");

export const shouldRevalidate: ShouldRevalidateFunction = revalidateUnlessOnlyOverlayChanged;

export default function MerchantCouponCodes() {
  const { merchant, category, offers, leftNav, adSlot } = useLoaderData<typeof loader>();
  const { origin } = useRootData();
  usePageRequestData({ page: "couponCodeMerchant", merchantId: merchant.merchantId });
  return (
    <>
      <PageIntro
        title={`${merchant.businessName} Coupon Codes`}
        logo={{ src: merchant.logoURL, alt: `${merchant.businessName} logo` }}
        lead={
          category ? (
            <>
              More stores in <Link to={categoryPath(category.slug)}>{category.title}</Link>
            </>
          ) : (
            "Coupon codes and online deals"
          )
        }
      />
      <WithSideMerchants merchants={leftNav}>
        <Section aria-labelledby="merchant-offers-heading">
          <h2 id="merchant-offers-heading">Offers from {merchant.businessName}</h2>
          <OfferGrid offers={offers} label={`Offers from ${merchant.businessName}`} showMerchant={false} />
        </Section>
        <AdPlacementSlot merchants={adSlot} />
        <JsonLd
          data={merchantJsonLd(
            merchant,
            offers,
            new URL(merchantPath(merchant.slug), origin || "http://localhost").toString(),
          )}
        />
      </WithSideMerchants>
    </>
  );
}
