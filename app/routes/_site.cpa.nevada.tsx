import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { optOutClientAction } from "~/pages/privacy-optout";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { OptOutPage } from "~/components/content/OptOutPage";
import { privacyTrail } from "~/components/content/privacy-trail";
import { CUSTOMER_CARE_PHONE, PRIVACY_EMAIL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";
import { optOutAction, optOutLoader } from "~/pages/privacy-optout.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/cpa/nevada"]);

export const handle = privacyTrail("Nevada Privacy Rights", "/cpa/nevada");

export const loader = ({ request }: LoaderFunctionArgs) => optOutLoader(request);
export const action = ({ request }: ActionFunctionArgs) => optOutAction(request, "NV");
export const clientAction = optOutClientAction;

export default function NevadaOptOut() {
  return (
    <OptOutPage
      page={CONTENT_PAGES["/cpa/nevada"]}
      jurisdiction="NV"
      optOutLabel="Do not sell my covered information"
      intro="Nevada law (NRS 603A.300 to 603A.360) lets Nevada residents direct the operator of a website not to sell covered information it collects about them, such as a name, a mailing address or an e-mail address. You can give that direction to Valuvo here."
    >
      <h2>What we do today</h2>
      <p>
        Valuvo does not sell covered information, as Nevada law defines a sale: we do not exchange it for money with
        anyone who would license or sell it on. The mailing address you give us is used only to deliver, or stop, the
        Valuvo envelope. Our <Link to="/privacy-policy">privacy policy</Link> explains what else we keep and why.
      </p>
      <p>
        Your direction is still recorded, so it applies to this browser if our practices ever change, and from then on
        the pages you load and the offers you open or print on it are no longer reported to our analytics service.
      </p>
      <h2>Other ways to send your request</h2>
      <p>
        If you prefer, e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> with the subject "Nevada opt-out"
        and the name and mailing address you want the request to cover, or call us toll-free at{" "}
        <a href={`tel:${CUSTOMER_CARE_PHONE.tel}`}>{CUSTOMER_CARE_PHONE.display}</a>. We respond to a verified request
        within 60 days, and tell you if we need up to 30 more.
      </p>
      <p>
        California residents have further rights, described on our{" "}
        <Link to="/cpa/california">California opt-out page</Link>.
      </p>
    </OptOutPage>
  );
}
