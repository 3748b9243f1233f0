import { Link } from "@remix-run/react";
import { CallToAction } from "~/components/content/Prose";
import { ContentPage } from "~/components/content/ContentPage";
import { ADVERTISING_PHONE } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/advertise");

export default function Advertise() {
  return (
    <ContentPage page={CONTENT_PAGES["/advertise"]}>
      <p>
        Valuvo puts your offer in front of the households around your business, in the places they look when they are
        deciding where to eat, whom to call for a repair or where to get a haircut. One campaign runs in print and
        online together, and a local consultant handles it with you from the first idea to the results.
      </p>

      <h2>Three ways shoppers find your coupon</h2>
      <h3>The Valuvo envelope</h3>
      <p>
        Our coupon envelope arrives by mail at homes in neighborhoods you choose. Households keep it on the counter and
        come back to it for weeks, so a printed coupon keeps working long after the day it lands.
      </p>
      <h3>valuvo.com</h3>
      <p>
        Every printed coupon is also listed on this website, where shoppers search by city or ZIP code, print it at home
        or show it on their phone. Your listing includes your address, phone number, a map and a link to your website.
      </p>
      <h3>The Valuvo apps</h3>
      <p>
        The <Link to="/mobile-apps">Valuvo apps</Link> for iPhone and Android show nearby coupons wherever shoppers are,
        with directions and one-tap calling to your business.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Talk with a local consultant.</strong> Tell us about your customers and the busy and slow times of
          your week. We suggest the mailing areas and the offer that fit your goals and budget.
        </li>
        <li>
          <strong>We design your ad.</strong> Our in-house designers create the coupon for print and for the web, and
          you approve it before anything is published.
        </li>
        <li>
          <strong>We mail and publish.</strong> Your coupon goes out in the envelope and appears online and in the apps,
          matched to the same neighborhoods.
        </li>
        <li>
          <strong>See the response.</strong> Count redeemed coupons at your register and follow online views, prints and
          calls. Your consultant reviews the results with you and adjusts the next run.
        </li>
      </ol>

      <h2>Who advertises with Valuvo</h2>
      <p>
        Restaurants and pizzerias, salons and spas, auto repair and oil-change shops, dentists and chiropractors,
        plumbers, roofers, HVAC and cleaning services: local businesses of every size, many of whom have renewed with us
        year after year.
      </p>

      <h2>Get started</h2>
      <p>
        Call our advertising team on weekdays from 8 a.m. to 6 p.m. Eastern and we will put you in touch with the
        consultant who serves your area.
      </p>
      <CallToAction href={`tel:${ADVERTISING_PHONE.tel}`}>Call {ADVERTISING_PHONE.display}</CallToAction>
      <p>
        Would you rather sell advertising in your own community? Valuvo franchise owners run the business in their
        territory. Learn about <Link to="/franchise-opportunities">franchise opportunities</Link>.
      </p>
    </ContentPage>
  );
}
