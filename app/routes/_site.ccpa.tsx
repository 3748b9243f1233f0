import { Link } from "@remix-run/react";
import styled from "styled-components";
import { ContentPage } from "~/components/content/ContentPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { privacyTrail } from "~/components/content/privacy-trail";
import { CUSTOMER_CARE_PHONE, PRIVACY_EMAIL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/ccpa"]);

export const handle = privacyTrail("California Privacy Notice", "/ccpa");

const CategoryTable = styled.table.withConfig({ componentId: "Ccpa-CategoryTable", displayName: "CategoryTable" })`
  border-collapse: collapse;
  width: 100%;
  margin: 16px 0;
  caption {
    text-align: left;
    font-weight: 700;
    margin-bottom: 8px;
  }
  th,
  td {
    border: 1px solid ${(p) => p.theme.colors.border};
    padding: 8px;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${(p) => p.theme.colors.background};
  }
`;

const CATEGORIES = [
  {
    category: "Identifiers",
    examples: "Name and mailing address you give in a mailing request; IP address",
    purpose: "Delivering or stopping the Valuvo envelope; delivering pages and keeping them secure",
  },
  {
    category: "Geolocation data",
    examples: "City, state, ZIP code and coordinates in the vp_local_geo cookie",
    purpose: "Showing coupons and deals near you",
  },
  {
    category: "Internet or network activity",
    examples: "Pages viewed, offers opened, printed or called, the page you came from",
    purpose: "Reporting views and prints to advertisers; improving and debugging the service",
  },
  {
    category: "Inferences",
    examples: "None",
    purpose: "We do not build profiles about you",
  },
] as const;

export default function CaliforniaPrivacyNotice() {
  return (
    <ContentPage page={CONTENT_PAGES["/ccpa"]}>
      <p>
        This notice supplements our <Link to="/privacy-policy">privacy policy</Link> for residents of California, as
        required by the California Consumer Privacy Act (CCPA) as amended by the California Privacy Rights Act.
      </p>

      <h2>Personal information we collect</h2>
      <p>In the last 12 months we collected the following categories, from you or your browser directly:</p>
      <CategoryTable>
        <caption>Categories of personal information, with examples and the purpose of each</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Examples</th>
            <th scope="col">Why we collect it</th>
          </tr>
        </thead>
        <tbody>
          {CATEGORIES.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{row.examples}</td>
              <td>{row.purpose}</td>
            </tr>
          ))}
        </tbody>
      </CategoryTable>
      <p>We do not collect sensitive personal information as the CCPA defines it.</p>

      <h2>Disclosures</h2>
      <p>
        We disclose these categories for business purposes to service providers that host the website, run analytics and
        geolocation, and print and mail our envelopes. We do not sell personal information, and we do not share it for
        cross-context behavioral advertising. We have no actual knowledge of selling or sharing the personal information
        of consumers under 16.
      </p>

      <h2>Retention</h2>
      <p>
        The location cookie lasts 180 days, and an opt-out cookie one year. Mailing addresses are kept while they are on
        our list, and a removal request is kept so the address is not added back. Usage events are kept as long as we
        need them for advertiser reporting.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>Know what personal information we collected about you, and how we used and disclosed it.</li>
        <li>Delete personal information we collected from you.</li>
        <li>Correct inaccurate personal information.</li>
        <li>
          Opt out of the sale or sharing of your personal information, on{" "}
          <Link to="/cpa/california">Do Not Sell or Share My Personal Information</Link> or by sending the Global
          Privacy Control signal.
        </li>
        <li>Be free from discrimination for using any of these rights.</li>
      </ul>

      <h2>Making a request</h2>
      <p>
        E-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or call{" "}
        <a href={`tel:${CUSTOMER_CARE_PHONE.tel}`}>{CUSTOMER_CARE_PHONE.display}</a> toll-free. We verify requests to
        know, delete or correct by matching the details you provide with the information we hold; an authorized agent
        needs your signed permission. We confirm receipt within 10 business days and answer within 45 days, or tell you
        why we need up to 45 more.
      </p>
    </ContentPage>
  );
}
