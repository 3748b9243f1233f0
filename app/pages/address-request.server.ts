import { data } from "@remix-run/node";
import {
  addressRequestEventData,
  removalReasonLabel,
  validateAddressRequest,
  type AddressActionData,
  type AddressRequestKind,
} from "~/models/address-request";
import { ADDRESS_REQUEST_PAGES, pageHeading } from "~/models/content-pages";
import { getServices } from "~/services/index.server";
import { requestOrigin } from "~/pages/request-origin.server";
import { readFormBody } from "~/pages/request-body.server";


/**
 * The action of /request-envelope and /remove-address: validate, then record the request. This project has no
 * mailing-list upstream (SPEC §7 only names address standardization and a mailing-area check), so the request is
 * recorded as an analytics event, the one write the upstreams accept; if that fails the visitor is told to retry.
 */
export async function addressRequestAction(request: Request, kind: AddressRequestKind) {
  const noStore = { "Cache-Control": "no-store" };
  const body = await readFormBody(request);
  // Too large or not a form at all: the error page with that status, the body left unread.
  if (!body.ok && body.status !== 400) throw new Response(null, { status: body.status });
  const fields: Record<string, unknown> = body.ok ? Object.fromEntries(body.value) : {};
  const result = validateAddressRequest(kind, fields);
  if (!result.ok) {
    return data<AddressActionData>({ status: "invalid", errors: result.errors, values: result.values }, { status: 400, headers: noStore });
  }

  const url = new URL(request.url);
  const recorded = await getServices().analytics.sendAnalyticsEvent({
    event: kind,
    analyticsData: addressRequestEventData(result.request),
    requestUrl: new URL(url.pathname, requestOrigin(request)).toString(),
    referringUrl: request.headers.get("Referer"),
    pageTitle: pageHeading(ADDRESS_REQUEST_PAGES[kind]),
  });
  if (!recorded) {
    return data<AddressActionData>({ status: "unavailable", values: result.values }, { status: 503, headers: noStore });
  }
  return data<AddressActionData>(
    {
      status: "accepted",
      city: result.request.city,
      state: result.request.state,
      zip: result.request.zip,
      reason: removalReasonLabel(result.request.reason),
    },
    { headers: noStore },
  );
}
