import { data } from "@remix-run/node";
import { readCookie, stateSetCookie } from "~/services/cookies.server";
import { readFormBody } from "~/http/request-body.server";
import {
  OPT_OUT_COOKIE_NAME,
  OPTED_OUT_VALUE,
  type OptOutActionData,
  type OptOutIntent,
  type OptOutJurisdiction,
  type OptOutStatus,
} from "~/models/privacy-optout";

/**
 * "Do Not Sell or Share My Personal Information" (/cpa/california) and the Nevada opt-out of sale (/cpa/nevada).
 * Visitors have no account, so the choice lives where the rest of their state does: a cookie on this browser.
 * Both pages post here; the form's fields are checked so only our own buttons set or clear the cookie.
 */

/** One year, as the California regulations ask a business to wait at least that long before asking again. */
export const OPT_OUT_MAX_AGE = 31_536_000;

export const OPT_OUT_FORM_ERROR = "We couldn't read that request. Please use one of the buttons on this page.";

export function optOutStatus(request: Request): OptOutStatus {
  return {
    optedOut: readCookie(request, OPT_OUT_COOKIE_NAME) === OPTED_OUT_VALUE,
    globalPrivacyControl: request.headers.get("Sec-GPC")?.trim() === "1",
  };
}

/**
 * Whether anything that could count as a sale or sharing must be left out for this browser: the analytics relay
 * (`/api/analytics/{event}`) forwards nothing for it (docs/decisions/037).
 */
export function hasOptedOut(request: Request): boolean {
  const status = optOutStatus(request);
  return status.optedOut || status.globalPrivacyControl;
}

/**
 * `Set-Cookie` that records the opt-out: one year, Lax, site-wide, and readable by the page's script. Pages are
 * shared by a cache that keys on the URL and the location cookie only, so their HTML cannot say whether this browser
 * opted out: the page's script reads the cookie and sends no analytics beacon (docs/decisions/037). It holds "1" and
 * nothing else, so reading it tells a script nothing it could not already learn.
 */
export function optOutSetCookie(request: Request): string {
  return stateSetCookie(request, OPT_OUT_COOKIE_NAME, OPTED_OUT_VALUE, OPT_OUT_MAX_AGE, { readableByScript: true });
}

/** `Set-Cookie` that withdraws the opt-out (the visitor chose to allow it again). */
export function optOutClearCookie(request: Request): string {
  return stateSetCookie(request, OPT_OUT_COOKIE_NAME, "", 0, { readableByScript: true });
}

/**
 * Reads the posted form: the page's jurisdiction must match the route's, and the intent must be one of the two
 * buttons. Nothing the visitor sent is ever shown back.
 */
export function parseOptOutForm(form: FormData, jurisdiction: OptOutJurisdiction): OptOutIntent | null {
  const posted = form.get("jurisdiction");
  const intent = form.get("intent");
  if (posted !== jurisdiction) return null;
  return intent === "opt-out" || intent === "opt-in" ? intent : null;
}

/** The action of both opt-out pages. */
export async function optOutAction(request: Request, jurisdiction: OptOutJurisdiction) {
  const body = await readFormBody(request);
  // Too large or not a form at all: the error page with that status, the body left unread.
  if (!body.ok && body.status !== 400) throw new Response(null, { status: body.status });
  if (!body.ok) return data<OptOutActionData>({ ok: false, message: OPT_OUT_FORM_ERROR }, { status: 400 });
  const intent = parseOptOutForm(body.value, jurisdiction);
  if (!intent) return data<OptOutActionData>({ ok: false, message: OPT_OUT_FORM_ERROR }, { status: 400 });
  const setCookie = intent === "opt-out" ? optOutSetCookie(request) : optOutClearCookie(request);
  return data<OptOutActionData>(
    { ok: true, intent },
    { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } },
  );
}

/** The loader of both opt-out pages: the current choice, private to this browser. */
export function optOutLoader(request: Request) {
  return data(optOutStatus(request), { headers: { "Cache-Control": "private, no-cache", Vary: "Cookie, Sec-GPC" } });
}
