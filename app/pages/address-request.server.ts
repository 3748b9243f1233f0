import { data } from "@remix-run/node";
import type { StandardizedAddress } from "~/models/address-check";
import {
  addressRequestEventData,
  readAddressStep,
  removalReasonLabel,
  standardizationLines,
  validateAddressRequest,
  type AddressActionData,
  type AddressFormValues,
  type AddressRequest,
  type AddressRequestKind,
} from "~/models/address-request";
import { ADDRESS_REQUEST_PAGES } from "~/copy/content-pages";
import { pageHeading } from "~/copy/page-copy";
import { VERIFICATION_FIELD } from "~/models/verification";
import { getServices } from "~/services/index.server";
import { requestOrigin } from "~/http/request-origin.server";
import { readFormBody } from "~/http/request-body.server";
import { settle } from "~/pages/settle.server";

const noStore = { "Cache-Control": "no-store" };

/** The loader of both pages: only the verification script's URL, loaded by the form on first use (decision 008). */
export function addressRequestLoader() {
  return { verificationScriptUrl: getServices().verification.scriptUrl };
}

/**
 * The address as the Postal Service writes it, if Valuvo mails there (SPEC §7: address standardization, then the
 * mailing-area check of its ZIP code). Every failure keeps the visitor's values and says why.
 */
async function checkAddress(
  request: AddressRequest,
  values: AddressFormValues,
): Promise<{ ok: true; address: StandardizedAddress } | { ok: false; answer: AddressActionData; status: number }> {
  const services = getServices();
  const standardized = await settle(services.addressStandardization.standardizeAddress(standardizationLines(request)));
  if (!standardized.ok) return { ok: false, answer: { status: "unavailable", values }, status: 503 };
  if (!standardized.data.found) return { ok: false, answer: { status: "notFound", values }, status: 422 };
  const address = standardized.data.address;
  const area = await settle(services.mailingArea.checkMailingArea(address.zip));
  if (!area.ok) return { ok: false, answer: { status: "unavailable", values }, status: 503 };
  if (!area.data.inArea) return { ok: false, answer: { status: "outsideArea", values }, status: 422 };
  return { ok: true, address };
}

/**
 * The action of /request-envelope and /remove-address, in two steps. `check`: validate, standardize, check the
 * mailing area and show the address back ("Is this your address?"). `confirm`: the same checks again (the posted
 * values are the visitor's, never trusted as already checked), the verification token required and checked,
 * then the request is recorded. This project has no mailing-list upstream, so the record is an analytics event, the
 * one write the upstreams accept; if that fails the visitor is told to retry. `edit` returns the form with the values.
 */
export async function addressRequestAction(request: Request, kind: AddressRequestKind) {
  const body = await readFormBody(request);
  // Too large or not a form at all: the error page with that status, the body left unread.
  if (!body.ok && body.status !== 400) throw new Response(null, { status: body.status });
  const fields: Record<string, unknown> = body.ok ? Object.fromEntries(body.value) : {};
  const answer = (value: AddressActionData, status = 200) =>
    data<AddressActionData>(value, { status, headers: noStore });

  const result = validateAddressRequest(kind, fields);
  const step = readAddressStep(fields);
  if (step === "edit") return answer({ status: "edit", values: result.values });
  if (!result.ok) return answer({ status: "invalid", errors: result.errors, values: result.values }, 400);

  const checked = await checkAddress(result.request, result.values);
  if (!checked.ok) return answer(checked.answer, checked.status);
  if (step === "check") return answer({ status: "confirm", address: checked.address, values: result.values });

  // SPEC §7 (docs/decisions/020, superseding 008 here): a mailing request is recorded only with a genuine
  // human-verification token. Without one (no JavaScript, or the script could not load) the visitor is asked to
  // allow the script and confirm again; nothing is recorded, so a script posting the form cannot fill the list.
  const token = typeof fields[VERIFICATION_FIELD] === "string" ? (fields[VERIFICATION_FIELD] as string).trim() : "";
  if (token === "") return answer({ status: "verificationRequired", values: result.values }, 422);
  const verification = await settle(getServices().verification.verifyToken(token));
  if (!verification.ok) return answer({ status: "unavailable", values: result.values }, 503);
  if (!verification.data.success) return answer({ status: "unverified", values: result.values }, 422);
  const verified = true;

  const url = new URL(request.url);
  const recorded = await getServices().analytics.sendAnalyticsEvent({
    event: kind,
    analyticsData: addressRequestEventData(result.request, checked.address, verified),
    requestUrl: new URL(url.pathname, requestOrigin(request)).toString(),
    referringUrl: request.headers.get("Referer"),
    pageTitle: pageHeading(ADDRESS_REQUEST_PAGES[kind]),
  });
  if (!recorded) return answer({ status: "unavailable", values: result.values }, 503);
  return answer({
    status: "accepted",
    address: checked.address,
    city: checked.address.city,
    state: checked.address.state,
    zip: checked.address.zip,
    reason: removalReasonLabel(result.request.reason),
    verified,
  });
}
