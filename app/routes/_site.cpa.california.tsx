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
export const meta = staticPageMeta(CONTENT_PAGES["/cpa/california"]);

export const handle = privacyTrail("Do Not Sell My Info", "/cpa/california");

export const loader = ({ request }: LoaderFunctionArgs) => optOutLoader(request);
export const action = ({ request }: ActionFunctionArgs) => optOutAction(request, "CA");
export const clientAction = optOutClientAction;

export default function CaliforniaOptOut() {
  return (
    <OptOutPage
      page={CONTENT_PAGES["/cpa/california"]}
      jurisdiction="CA"
      optOutLabel="Do not sell or share my personal information"
      intro="This page is for California residents. The California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to tell a business not to sell your personal information or share it for cross-context behavioral advertising. You can use that right here, in one step."
    >
      <h2>What we do today</h2>
      <p>
        Valuvo does not sell personal information for money, and we do not share it for cross-context behavioral
        advertising. The details we keep, such as the city you search in, the coupons you open and the address you give
        us for our mailings, are used to run this website and deliver the Valuvo envelope. Our{" "}
        <Link to="/privacy-policy">privacy policy</Link> lists each of them.
      </p>
      <p>
        An opt-out recorded here also stops our usage analytics for this browser: the pages you load and the offers you
        open or print are no longer reported to our analytics service. It is a standing instruction that covers this
        browser even if our practices change, and we will ask for it again only after it expires.
      </p>
      <h2>Your other California privacy rights</h2>
      <ul>
        <li>
          <strong>Right to know:</strong> ask what personal information we have collected about you, where it came from,
          why we collected it and whom we disclosed it to.
        </li>
        <li>
          <strong>Right to delete:</strong> ask us to delete personal information we collected from you, for example the
          mailing address you gave us.
        </li>
        <li>
          <strong>Right to correct:</strong> ask us to fix personal information that is inaccurate.
        </li>
        <li>
          <strong>Right to limit sensitive information:</strong> we do not collect sensitive personal information, so
          there is nothing to limit.
        </li>
        <li>
          <strong>Right to non-discrimination:</strong> every coupon and deal stays available to you, at the same price,
          whatever rights you use.
        </li>
      </ul>
      <h2>How to make a request</h2>
      <p>
        E-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or call us toll-free at{" "}
        <a href={`tel:${CUSTOMER_CARE_PHONE.tel}`}>{CUSTOMER_CARE_PHONE.display}</a>. Because we have no accounts, we
        verify a request to know, delete or correct by matching the details you give us (usually a name and mailing
        address) with what we hold. An authorized agent may act for you with your signed permission. We answer within 45
        days and tell you if we need more time, up to 45 more days.
      </p>
      <p>
        To stop the printed envelope, use <Link to="/remove-address">Remove Address</Link>. More about our practices for
        California residents is in our <Link to="/ccpa">California privacy notice</Link>. Nevada residents can use the{" "}
        <Link to="/cpa/nevada">Nevada opt-out</Link>.
      </p>
    </OptOutPage>
  );
}
