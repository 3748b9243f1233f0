import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { ContentPage } from "~/components/content/ContentPage";
import { CUSTOMER_CARE_PHONE, PRIVACY_EMAIL } from "~/models/company-contact";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { BROWSER_STORAGE, RECIPIENTS } from "~/copy/privacy-policy";
import { contentRoute } from "~/route-exports/content-page";

export const { headers, meta } = contentRoute("/privacy-policy");

export default function PrivacyPolicy() {
  return (
    <ContentPage page={CONTENT_PAGES["/privacy-policy"]}>
      <p>
        This policy explains what information Valuvo collects when you use valuvo.com, the Valuvo apps and our mailing
        services, how we use it and the choices you have. Valuvo has no user accounts: you never need to sign in, and we
        do not ask for your name or e-mail address to browse, print or share coupons.
      </p>

      <h2>Information we collect</h2>
      <h3>Your location</h3>
      <p>
        To show coupons near you, we need an approximate location. It comes from one of three places: a city or ZIP code
        you choose, your device's location when you press "Use Current" and allow it, or, on your first visit to the
        home page, a lookup of your network (IP) address with a geolocation provider, which gives a city-level estimate.
        We store the result (city, state, ZIP code and map coordinates) in a cookie named <code>vp_local_geo</code> on
        your browser for 180 days, so the next visit starts in the right place. Choosing another location replaces it.
      </p>
      <h3>Recently viewed offers and favorites</h3>
      <p>
        The offers you open are listed under Recently Viewed Offers on the home page. That list, and any favorites you
        saved, are kept only in your own browser's local storage, under the keys <code>recents</code> and{" "}
        <code>favs</code>. They are not sent to us. Recently viewed offers expire on their own, after 60 days or when
        the offer ends; clearing your browser's site data removes both lists at once.
      </p>
      <h3>How the site is used</h3>
      <p>
        When you load a page or interact with an offer (for example opening its details, printing it, calling the
        business or following a link), your browser sends a usage event through our server to our analytics service. An
        event contains its name, the address and title of the page, the page you came from, and details of the offer or
        business involved, such as its id and where on the page it appeared. We use these events to count views and
        prints for our advertisers, to understand which features are useful and to find problems. We do not use them to
        build advertising profiles.
      </p>
      <p>
        If you opt out of the sale or sharing of your information (see Your choices and rights, below), or your browser
        sends the Global Privacy Control signal, no usage events are sent: our pages do not send them from your browser,
        and our server discards any that reach it, so our analytics service receives nothing about your visits. A
        mailing request you send us (see below) is still recorded, as that is how we carry it out.
      </p>
      <h3>Mailing requests</h3>
      <p>
        If you use <Link to="/request-envelope">Request Envelope</Link> or{" "}
        <Link to="/remove-address">Remove Address</Link>, we receive the name and mailing address you enter, and for a
        removal the reason you chose. We use them only to add your address to, or remove it from, our mailing list.
      </p>
      <h3>Technical information</h3>
      <p>
        Like every website, our servers receive your IP address, browser type and the address of each page requested. We
        use this information to deliver pages, keep the service secure and diagnose errors, and keep server logs for a
        limited time.
      </p>

      <h2>Cookies and similar technologies</h2>
      <ul>
        {BROWSER_STORAGE.map(({ storage, names, use }) => (
          <li key={names[0]}>
            {storage ? `${storage} ` : null}
            {names.map((name, i) => (
              <Fragment key={name}>
                {i > 0 ? " and " : null}
                <code>{name}</code>
              </Fragment>
            ))}
            : {use}
          </li>
        ))}
      </ul>
      <p>
        Our cookies are first-party and are not used for advertising. You can delete them at any time in your browser's
        settings; the site keeps working, but will ask for your location again.
      </p>

      <h2>How we share information</h2>
      <ul>
        {RECIPIENTS.map(({ who, rest }) => (
          <li key={who}>
            <strong>{who}</strong>
            {rest}
          </li>
        ))}
      </ul>
      <p>Valuvo does not sell personal information for money.</p>

      <h2>How long we keep information</h2>
      <p>
        Cookies expire as listed above. Usage events are kept for as long as we need them for reporting to advertisers
        and improving the service. Mailing addresses are kept while they are on our list; when you ask us to remove an
        address, we keep a record of the request so the address is not added back by mistake.
      </p>

      <h2>Security</h2>
      <p>
        We protect information with encrypted connections, restricted access and the security practices of our hosting
        providers. No method of transmission or storage is perfectly secure, but we work to protect your information and
        will tell you about a breach if the law requires it.
      </p>

      <h2>Children</h2>
      <p>
        Valuvo is meant for adults. We do not knowingly collect personal information from children under 13. If you
        believe a child has sent us information, contact us and we will delete it.
      </p>

      <h2>Your choices and rights</h2>
      <ul>
        <li>Choose or change your location at any time, or clear the cookie in your browser.</li>
        <li>
          Stop the printed envelope with <Link to="/remove-address">Remove Address</Link>.
        </li>
        <li>
          California residents have the rights to know, delete, correct and opt out described in our{" "}
          <Link to="/ccpa">California privacy notice</Link>, and can opt out on{" "}
          <Link to="/cpa/california">Do Not Sell or Share My Personal Information</Link>.
        </li>
        <li>
          Nevada residents can direct us not to sell their covered information on{" "}
          <Link to="/cpa/nevada">Nevada Privacy Rights</Link>.
        </li>
        <li>
          We honor the Global Privacy Control signal as an opt-out of sale and sharing: while your browser sends it, no
          usage events from it reach our analytics service.
        </li>
      </ul>

      <h2>Changes to this policy</h2>
      <p>
        When we change this policy, we update the date at the top of this page. If a change is significant, we will also
        say so on the home page before it takes effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about privacy: e-mail <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> or call{" "}
        <a href={`tel:${CUSTOMER_CARE_PHONE.tel}`}>{CUSTOMER_CARE_PHONE.display}</a>, weekdays 8 a.m. to 6 p.m. Eastern.
      </p>
    </ContentPage>
  );
}
