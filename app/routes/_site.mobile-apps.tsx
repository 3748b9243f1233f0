import { Link } from "@remix-run/react";
import { ContentPage } from "~/components/content/ContentPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { APP_STORE_URL, GOOGLE_PLAY_URL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { routeHeaders } from "~/http/cache-headers.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/mobile-apps"]);

const STORES = [
  { href: APP_STORE_URL, label: "Download on the App Store", platform: "iPhone and iPad" },
  { href: GOOGLE_PLAY_URL, label: "Get it on Google Play", platform: "Android phones and tablets" },
] as const;

export default function MobileApps() {
  return (
    <ContentPage page={CONTENT_PAGES["/mobile-apps"]}>
      <p>
        Take your local coupons with you. The free Valuvo app puts the offers from our mailed envelope, and many more,
        on your phone, so you never leave a coupon on the kitchen counter again.
      </p>

      <h2>What you can do with the app</h2>
      <ul>
        <li>
          <strong>See coupons near you.</strong> Allow location access, or enter a city or ZIP code, and the app lists
          offers from the closest businesses first.
        </li>
        <li>
          <strong>Redeem at the register.</strong> Open a coupon and show it on your screen; no printing needed at
          businesses that accept mobile coupons.
        </li>
        <li>
          <strong>Call or get directions in one tap.</strong> Every listing has the business's address, phone number and
          hours.
        </li>
        <li>
          <strong>Browse by category.</strong> Restaurants, personal care, automotive, home and office, health and more.
        </li>
        <li>
          <strong>Find online savings.</strong> Coupon codes for national retailers and Clipp deals from businesses in
          your area.
        </li>
      </ul>

      <h2>Download</h2>
      <p>The Valuvo app is free and needs no account.</p>
      <ul>
        {STORES.map((store) => (
          <li key={store.href}>
            <a href={store.href} target="_blank" rel="noopener noreferrer">
              {store.label} (opens in a new tab)
            </a>{" "}
            for {store.platform}
          </li>
        ))}
      </ul>

      <h2>Prefer the web?</h2>
      <p>
        Everything in the app is also on this website, which works on any phone browser: start with{" "}
        <Link to="/local">Local Coupons</Link>. How the app and the website handle your location is explained in our{" "}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </ContentPage>
  );
}
