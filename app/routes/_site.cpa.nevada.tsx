import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ContentPage, staticPageMeta } from "~/components/content/ContentPage";
import { OptOutPanel } from "~/components/content/OptOutPanel";
import type { RouteHandle } from "~/components/layout/route-handle";
import { CUSTOMER_CARE_PHONE, PRIVACY_EMAIL } from "~/models/company-contact";
import type { PageCopy } from "~/models/page-copy";
import { routeHeaders } from "~/pages/cache-headers";
import { optOutAction, optOutLoader, type OptOutActionData } from "~/pages/privacy-optout.server";

const PAGE: PageCopy = {
  title: "Nevada Privacy Rights: Opt Out of Sale",
  description:
    "Nevada residents: direct Valuvo not to sell the covered information we collect about you, in one step and without an account.",
};

export const headers = routeHeaders;
export const meta = staticPageMeta(PAGE);

// `/cpa` is not a page, so the trail goes through the privacy policy instead of a dead segment.
export const handle: RouteHandle = {
  breadcrumbs: () => [
    { label: "Privacy Policy", to: "/privacy-policy" },
    { label: "Nevada Privacy Rights", to: "/cpa/nevada" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  return optOutLoader(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return optOutAction(request, "NV");
}

export default function NevadaOptOut() {
  const status = useLoaderData<typeof loader>();
  const result = useActionData<OptOutActionData>();
  return (
    <ContentPage page={PAGE}>
      <p>
        Nevada law (NRS 603A.300 to 603A.360) lets Nevada residents direct the operator of a website not to sell
        covered information it collects about them, such as a name, a mailing address or an e-mail address. You can
        give that direction to Valuvo here.
      </p>
      <OptOutPanel jurisdiction="NV" status={status} result={result} optOutLabel="Do not sell my covered information" />
      <h2>What we do today</h2>
      <p>
        Valuvo does not sell covered information, as Nevada law defines a sale: we do not exchange it for money with
        anyone who would license or sell it on. The mailing address you give us is used only to deliver, or stop, the
        Valuvo envelope. Our <Link to="/privacy-policy">privacy policy</Link> explains what else we keep and why.
      </p>
      <p>
        Your direction is still recorded, so it applies to this browser if our practices ever change.
      </p>
      <h2>Other ways to send your request</h2>
      <p>
        If you prefer, e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> with the subject "Nevada
        opt-out" and the name and mailing address you want the request to cover, or call us toll-free at{" "}
        <a href={`tel:${CUSTOMER_CARE_PHONE.tel}`}>{CUSTOMER_CARE_PHONE.display}</a>. We respond to a verified request
        within 60 days, and tell you if we need up to 30 more.
      </p>
      <p>
        California residents have further rights, described on our{" "}
        <Link to="/cpa/california">California opt-out page</Link>.
      </p>
    </ContentPage>
  );
}
