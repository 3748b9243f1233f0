import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/sustainability");

export default function Sustainability() {
  return (
    <ContentPage page={CONTENT_PAGES["/sustainability"]}>
      <p>
        Printed coupons reach people that screens don't, and we take responsibility for the paper, ink and energy they
        use. Here is how we keep the footprint of the Valuvo envelope small.
      </p>

      <h2>Paper from responsibly managed forests</h2>
      <p>
        The paper in our envelopes and coupons comes from mills whose fiber is certified to chain-of-custody standards
        for responsible forestry, and much of it contains recycled content. Our envelopes are fully recyclable with
        household paper: no plastic windows, no foil.
      </p>

      <h2>Cleaner printing</h2>
      <p>
        We print with soy- and vegetable-based inks, which are easier to remove when paper is recycled, and our presses
        run computer-to-plate imaging that eliminates photographic film and its chemicals. Trim waste and spoiled sheets
        from production are baled and sent for recycling.
      </p>

      <h2>Mailing only where it's wanted</h2>
      <p>
        The greenest envelope is the one that is never printed for someone who doesn't want it. We check our lists
        against the Postal Service's address records so undeliverable mail is dropped, and we honor every request to{" "}
        <Link to="/remove-address">remove an address</Link>. If you'd rather use coupons on your phone, the{" "}
        <Link to="/mobile-apps">Valuvo apps</Link> carry the same offers.
      </p>

      <h2>Efficient delivery</h2>
      <p>
        Envelopes are sorted by carrier route before they leave our plant, so they travel with the mail the Postal
        Service already delivers on those routes rather than on separate trips.
      </p>

      <h2>In our offices</h2>
      <p>
        We recycle paper, cans and bottles in every office, prefer video calls to travel where we can, and replace
        lighting and equipment with energy-efficient models as they wear out.
      </p>

      <h2>How you can help</h2>
      <p>
        When you're done with your envelope, put it in the paper recycling. Received one you don't need? Tell us through
        Remove Address, or share the coupons with a neighbor. Questions about our practices are welcome through our{" "}
        <Link to="/newsroom">newsroom</Link>.
      </p>
    </ContentPage>
  );
}
