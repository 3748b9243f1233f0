import type { ActionFunctionArgs } from "@remix-run/node";
import { Link, type ClientActionFunctionArgs } from "@remix-run/react";
import { AddressRequestPage } from "~/components/content/AddressRequestPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { addressRequestAction, addressRequestLoader } from "~/pages/address-request.server";
import { addressRequestClientAction } from "~/pages/address-request";
import { routeHeaders } from "~/http/cache-headers.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/request-envelope"]);

export const loader = addressRequestLoader;

export const action = ({ request }: ActionFunctionArgs) => addressRequestAction(request, "requestEnvelope");
export const clientAction = (args: ClientActionFunctionArgs) => addressRequestClientAction(args, "requestEnvelope");

export default function RequestEnvelope() {
  return (
    <AddressRequestPage
      kind="requestEnvelope"
      submitLabel="Request my envelope"
      confirmationTitle="Thank you, your request is in"
      confirmation={(result) => (
        <>
          <p>
            We have your address in {result.city}, {result.state} {result.zip}. Here is what happens next:
          </p>
          <ol>
            <li>
              Our mailing team checks the address against the Postal Service's records within a few business days.
            </li>
            <li>
              If your ZIP code is in an area we mail to, your address joins the list for the next envelope. Most areas
              receive one every four to six weeks, so your first envelope can take up to two mailings to arrive.
            </li>
            <li>
              If we don't mail to your area yet, we keep your request and start sending envelopes when a mailing reaches
              your neighborhood.
            </li>
          </ol>
          <p>
            Until then, every coupon in the envelope is also on this website:{" "}
            <Link to="/local">find coupons near you</Link>.
          </p>
        </>
      )}
    >
      <p>
        The Valuvo envelope is a free packet of printed coupons from local businesses: restaurants, salons, auto repair,
        home services and more, delivered by the US Postal Service to homes in the areas we serve. If it doesn't reach
        your mailbox, tell us where to send it.
      </p>
      <h2>Where should we send it?</h2>
      <p>
        We mail one envelope per household and use your address only to deliver Valuvo mailings. Read our{" "}
        <Link to="/privacy-policy">privacy policy</Link> for details; you can{" "}
        <Link to="/remove-address">remove your address</Link> at any time.
      </p>
    </AddressRequestPage>
  );
}
