import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { COPYRIGHT_EMAIL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/copyright"]);

export default function Copyright() {
  return (
    <ContentPage page={CONTENT_PAGES["/copyright"]}>
      <h2>Ownership</h2>
      <p>
        The content of this website, including its text, graphics, logos, page design, coupon layouts and software, is
        owned by Valuvo or by the businesses and partners who provide it, and is protected by United States and
        international copyright and trademark laws. Valuvo and the Valuvo logo are trademarks of Valuvo. Business names,
        logos and offers shown in listings belong to their respective owners.
      </p>

      <h2>What you may do</h2>
      <ul>
        <li>
          View, print and show coupons for your own personal, non-commercial use at the business that offers them.
        </li>
        <li>
          Share links to pages and offers with friends and family, including through the share buttons on each offer.
        </li>
        <li>
          Members of the media may use the logos in our <Link to="/newsroom/valuvo-logos">newsroom</Link> when writing
          about Valuvo.
        </li>
      </ul>

      <h2>What you may not do</h2>
      <ul>
        <li>Copy, alter, sell or redistribute coupons, or reproduce them in quantity.</li>
        <li>
          Copy or republish the website's content, listings or design, in whole or in part, without written permission.
        </li>
        <li>Collect listings or offers with automated tools, or frame this website within another.</li>
      </ul>
      <p>
        Your use of the website is also governed by our <Link to="/terms-of-use">Terms of Use</Link>.
      </p>

      <h2>Reporting copyright infringement</h2>
      <p>
        We respect the intellectual property of others. If you believe material on this website infringes your
        copyright, send a notice under the Digital Millennium Copyright Act to our designated agent at{" "}
        <a href={`mailto:${COPYRIGHT_EMAIL}`}>{COPYRIGHT_EMAIL}</a>. Your notice must include:
      </p>
      <ol>
        <li>your physical or electronic signature, or that of a person authorized to act for you;</li>
        <li>a description of the copyrighted work you believe was infringed;</li>
        <li>the address of the page where the material appears, specific enough for us to find it;</li>
        <li>your name, mailing address, telephone number and e-mail address;</li>
        <li>
          a statement that you believe in good faith that the use is not authorized by the owner, its agent or the law;
        </li>
        <li>
          a statement, under penalty of perjury, that the information in your notice is accurate and that you are the
          owner or authorized to act for the owner.
        </li>
      </ol>
      <p>
        If we remove material in response to a notice, we tell the person who provided it, who may send a counter-notice
        to the same address. We close the accounts of advertisers who repeatedly infringe.
      </p>
    </ContentPage>
  );
}
