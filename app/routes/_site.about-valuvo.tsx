import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { HEADQUARTERS } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/about-valuvo");

export default function AboutValuvo() {
  return (
    <ContentPage page={CONTENT_PAGES["/about-valuvo"]}>
      <p>
        Valuvo helps people save money at the businesses around them, and helps those businesses find new customers. We
        do it with a coupon envelope delivered by mail, with printable local coupons on this website and in our apps,
        and with online coupon codes and Clipp deals for the moments you shop from home.
      </p>

      <h2>What we do</h2>
      <ul>
        <li>
          <strong>Mailed coupon envelopes.</strong> Households in the areas we serve receive a free envelope of coupons
          from nearby restaurants, salons, auto shops, home-service pros and more.
        </li>
        <li>
          <strong>Local coupons online.</strong> The same offers, and many more, are on{" "}
          <Link to="/local">Local Coupons</Link>, searchable by city or ZIP code and ready to print or show on a phone.
        </li>
        <li>
          <strong>Coupon codes and deals.</strong> <Link to="/coupon-codes">Coupon codes</Link> from national retailers,
          and Clipp deals from businesses near you.
        </li>
      </ul>

      <h2>How we work with local businesses</h2>
      <p>
        Most of our advertisers are independent, owner-operated businesses. Local Valuvo franchise owners and
        consultants meet them in person, plan their campaigns, and our national team designs, prints and mails the
        envelopes. Small businesses get the reach of a national mailer with the attention of someone from their own
        town. If you own a business, see how to <Link to="/advertise">advertise with us</Link>.
      </p>

      <h2>Where we are</h2>
      <p>
        Valuvo is headquartered in {HEADQUARTERS}, with franchise owners and teams in communities across the United
        States. Our people are sales consultants, designers, printers, engineers and customer-care specialists, and we
        are <Link to="/advertise/careers">hiring</Link>.
      </p>

      <h2>What we care about</h2>
      <p>
        We believe in strong local economies and in giving back to the neighborhoods we mail to. Read about our{" "}
        <Link to="/community-service">community service</Link> and our <Link to="/sustainability">sustainability</Link>{" "}
        work, or follow our news in the <Link to="/newsroom">newsroom</Link>.
      </p>
    </ContentPage>
  );
}
