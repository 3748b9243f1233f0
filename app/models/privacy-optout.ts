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

export type OptOutActionData =
  | { ok: true; intent: OptOutIntent }
  | { ok: false; message: string };
