import type { ActionFunctionArgs } from "@remix-run/node";
import { Link, type ClientActionFunctionArgs } from "@remix-run/react";
import { AddressRequestPage } from "~/components/content/AddressRequestPage";
import { staticPageMeta } from "~/route-exports/static-page-meta";
import { CONTENT_PAGES } from "~/copy/content-pages";
import { addressRequestAction, addressRequestLoader } from "~/pages/address-request.server";
import { addressRequestClientAction } from "~/pages/address-request";
import { routeHeaders } from "~/http/cache-headers.server";

export const headers = routeHeaders;
export const meta = staticPageMeta(CONTENT_PAGES["/remove-address"]);

export const loader = addressRequestLoader;

export const action = ({ request }: ActionFunctionArgs) => addressRequestAction(request, "removeAddress");
export const clientAction = (args: ClientActionFunctionArgs) => addressRequestClientAction(args, "removeAddress");

export default function RemoveAddress() {
  return (
    <AddressRequestPage
      kind="removeAddress"
      submitLabel="Remove my address"
      confirmationTitle="Your removal request is in"
      confirmation={(result) => (
        <>
          <p>
            We will stop mailing Valuvo envelopes to your address in {result.city}, {result.state} {result.zip}.
            {result.reason ? ` Reason noted: ${result.reason}.` : null}
          </p>
          <h3>What happens next</h3>
          <ul>
            <li>Our mailing team removes the address from the list within ten business days.</li>
            <li>
              Envelopes are printed and addressed weeks ahead of delivery, so one or two more may still arrive. After
              that, no further Valuvo mailings go to this address.
            </li>
            <li>
              If you change your mind, you can <Link to="/request-envelope">ask for the envelope again</Link>.
            </li>
          </ul>
        </>
      )}
    >
      <p>
        If you'd rather not receive the Valuvo coupon envelope, fill in the address exactly as it appears on the label
        and we will take it off our mailing list. There is no cost, and you don't need an account.
      </p>
      <h2>Which address should we remove?</h2>
      <p>
        Removing an address stops Valuvo mailings to everyone at that address. Local coupons stay available on this
        website whenever you want them. Read how we handle your information in our{" "}
        <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </AddressRequestPage>
  );
}
