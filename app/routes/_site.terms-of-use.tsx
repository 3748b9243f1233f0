import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { CUSTOMER_CARE_EMAIL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/terms-of-use");

export default function TermsOfUse() {
  return (
    <ContentPage page={CONTENT_PAGES["/terms-of-use"]}>
      <p>
        These terms apply to your use of valuvo.com and the Valuvo apps (together, the "service"). By using the service
        you agree to them. If you don't agree, please don't use the service.
      </p>

      <h2>The service</h2>
      <p>
        Valuvo publishes coupons and offers from local businesses, coupon codes from online merchants and deals from our
        partner Clipp. The service is free to use and needs no account. We may change, add or remove features and offers
        at any time.
      </p>

      <h2>Using coupons and offers</h2>
      <ul>
        <li>
          Each offer is made by the business that advertises it, not by Valuvo. The business decides whether to honor
          it, subject to the terms and expiration date printed on the coupon.
        </li>
        <li>
          Read each offer's disclaimers: many limit one coupon per customer or visit, exclude other discounts, or apply
          only at participating locations.
        </li>
        <li>Coupons have no cash value and may not be sold, copied in quantity or altered.</li>
        <li>
          We work to keep listings accurate, but businesses change their prices, hours and offers. Check with the
          business if in doubt.
        </li>
      </ul>

      <h2>Coupon codes and partner deals</h2>
      <p>
        Coupon codes and Clipp deals take you to websites we do not operate. Your purchase there is between you and the
        merchant or partner, under their terms and privacy policies. Valuvo may earn a commission when you shop through
        these links; it never changes the price you pay.
      </p>

      <h2>Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>use the service for anything unlawful, or to mislead or harm anyone;</li>
        <li>collect content or listings with bots, scrapers or other automated means;</li>
        <li>
          interfere with the service's operation or security, or try to reach parts of it not meant for the public;
        </li>
        <li>submit someone else's address in a mailing request without their permission.</li>
      </ul>

      <h2>Intellectual property</h2>
      <p>
        The service and its content are protected by copyright and trademark law. What you may do with them is described
        on our <Link to="/copyright">Copyright</Link> page.
      </p>

      <h2>Privacy</h2>
      <p>
        Our <Link to="/privacy-policy">privacy policy</Link> explains what we collect and how we use it.
      </p>

      <h2>Disclaimers</h2>
      <p>
        The service is provided "as is" and "as available". To the fullest extent the law allows, Valuvo disclaims all
        warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and
        non-infringement. We do not guarantee that the service will be uninterrupted or error-free, or that any business
        will honor an offer.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Valuvo is not liable for indirect, incidental, special or consequential
        damages arising from your use of the service, or from goods and services you buy from businesses listed on it.
        Some states do not allow these limits, so they may not apply to you.
      </p>

      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the State of Florida, without regard to its conflict-of-law rules.</p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms. The date at the top shows when they last changed; using the service after a change
        means you accept the new terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${CUSTOMER_CARE_EMAIL}`}>{CUSTOMER_CARE_EMAIL}</a>.
      </p>
    </ContentPage>
  );
}
