/**
 * What the opt-out pages (/cpa/california, /cpa/nevada) and their server side agree on: the jurisdictions, the
 * state found on arrival and the answer to a post. Kept out of the `.server` module so components can name them.
 */

export const OPT_OUT_JURISDICTIONS = { CA: "California", NV: "Nevada" } as const;
export type OptOutJurisdiction = keyof typeof OPT_OUT_JURISDICTIONS;

export type OptOutIntent = "opt-out" | "opt-in";

export type OptOutStatus = {
  /** The opt-out cookie is present on this browser. */
  optedOut: boolean;
  /** The browser sends Global Privacy Control, which we honour as an opt-out on its own. */
  globalPrivacyControl: boolean;
};

export type OptOutActionData = { ok: true; intent: OptOutIntent } | { ok: false; message: string };

/** The opt-out cookie (`/cpa/california`, `/cpa/nevada`): present with this value on a browser that opted out. */
export const OPT_OUT_COOKIE_NAME = "vp_dns";
export const OPTED_OUT_VALUE = "1";

/**
 * Whether a browser has opted out, from what its page can see: the opt-out cookie in `document.cookie`, or
 * `navigator.globalPrivacyControl`. Pages are shared by a cache keyed on the URL and the location cookie, so the
 * server cannot write the choice into the HTML; the page's script decides from the browser itself. Any copy of the
 * cookie saying "1" counts: when in doubt, send nothing.
 */
export function browserHasOptedOut({
  cookie,
  globalPrivacyControl,
}: {
  cookie: string;
  globalPrivacyControl: unknown;
}): boolean {
  if (globalPrivacyControl === true) return true;
  return cookie.split(";").some((pair) => pair.trim() === `${OPT_OUT_COOKIE_NAME}=${OPTED_OUT_VALUE}`);
}
