import type { StandardizedAddress } from "./address-check";
import { isUsStateCode } from "./slug";

/**
 * The two mailing-list forms of the footer (SPEC §2): asking for the printed envelope at an address, and taking
 * an address off the list. Pure rules so the route's action and the unit tests share them.
 */

export type AddressRequestKind = "requestEnvelope" | "removeAddress";

export const ADDRESS_FIELDS = ["name", "street", "unit", "city", "state", "zip", "reason"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** What a visitor may give as the reason for leaving the list; a fixed table so nothing free-form is stored. */
export const REMOVAL_REASONS = [
  { value: "not-interested", label: "I'm not interested in coupons by mail" },
  { value: "moved", label: "I moved, or the person named no longer lives here" },
  { value: "duplicate", label: "This address gets more than one envelope" },
  { value: "business", label: "This is a business address" },
  { value: "other", label: "Another reason" },
] as const;

export type RemovalReason = (typeof REMOVAL_REASONS)[number]["value"];

export interface AddressRequest {
  name: string;
  street: string;
  /** Apartment, suite or unit; empty when the address has none. */
  unit: string;
  city: string;
  /** Two-letter USPS code, upper-case. */
  state: string;
  /** Five digits. */
  zip: string;
  /** Only for removals, and optional there. */
  reason: RemovalReason | null;
}

/** What the visitor typed, trimmed, so the form can be shown again exactly as sent. */
export type AddressFormValues = Record<AddressField, string>;

export type AddressFieldErrors = Partial<Record<AddressField, string>>;

export type AddressValidation =
  | { ok: true; request: AddressRequest; values: AddressFormValues }
  | { ok: false; errors: AddressFieldErrors; values: AddressFormValues };

// Lengths a USPS address line fits in, with room to spare; anything longer is not an address.
export const MAX_LENGTHS: Record<AddressField, number> = {
  name: 80,
  street: 100,
  unit: 40,
  city: 50,
  state: 2,
  zip: 5,
  reason: 20,
};

export const ERROR_MESSAGES = {
  nameMissing: "Enter your name.",
  nameInvalid: "Enter a name using letters.",
  streetMissing: "Enter your street address.",
  streetInvalid: "Enter a street address with a house or building number.",
  cityMissing: "Enter your city.",
  cityInvalid: "Enter a city name using letters.",
  stateMissing: "Enter your state's two-letter abbreviation.",
  stateInvalid: "Enter a two-letter US state abbreviation, such as FL.",
  zipMissing: "Enter your ZIP code.",
  zipInvalid: "Enter a 5-digit ZIP code.",
  reasonInvalid: "Choose one of the reasons listed.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/** Form data as the action reads it: strings from text fields, anything else (a file) counts as empty. */
export type RawForm = Readonly<Record<string, unknown>>;

function clean(value: unknown): string {
  if (typeof value !== "string") return "";
  // Control characters never belong in an address and would end up in the mailing file.
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\d/;
const CITY = /^[\p{L}][\p{L} .'’-]*$/u;

function isRemovalReason(value: string): value is RemovalReason {
  return REMOVAL_REASONS.some((reason) => reason.value === value);
}

/** A submission's values as the form shows them back: each field trimmed, the state in capitals. */
export function readAddressValues(kind: AddressRequestKind, form: RawForm): AddressFormValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, clean(form[field])])) as AddressFormValues;
  if (kind === "requestEnvelope") values.reason = "";
  values.state = values.state.toUpperCase();
  return values;
}

/** Validates one submission of either form; the first problem of each field is reported. */
export function validateAddressRequest(kind: AddressRequestKind, form: RawForm): AddressValidation {
  const values = readAddressValues(kind, form);
  const errors: AddressFieldErrors = {};

  // State and ZIP have exact formats whose own messages say more than a length would.
  for (const field of ["name", "street", "unit", "city"] as const) {
    if (values[field].length > MAX_LENGTHS[field]) errors[field] = ERROR_MESSAGES.tooLong(MAX_LENGTHS[field]);
  }

  if (!errors.name) {
    if (!values.name) errors.name = ERROR_MESSAGES.nameMissing;
    else if (!HAS_LETTER.test(values.name)) errors.name = ERROR_MESSAGES.nameInvalid;
  }
  if (!errors.street) {
    // Carriers deliver to a numbered address (house, building or PO box); a line without a digit cannot be one.
    if (!values.street) errors.street = ERROR_MESSAGES.streetMissing;
    else if (!HAS_DIGIT.test(values.street) || !HAS_LETTER.test(values.street))
      errors.street = ERROR_MESSAGES.streetInvalid;
  }
  if (!errors.city) {
    if (!values.city) errors.city = ERROR_MESSAGES.cityMissing;
    else if (!CITY.test(values.city)) errors.city = ERROR_MESSAGES.cityInvalid;
  }
  if (!values.state) errors.state = ERROR_MESSAGES.stateMissing;
  else if (!/^[A-Z]{2}$/.test(values.state) || !isUsStateCode(values.state)) errors.state = ERROR_MESSAGES.stateInvalid;
  if (!values.zip) errors.zip = ERROR_MESSAGES.zipMissing;
  else if (!/^\d{5}$/.test(values.zip)) errors.zip = ERROR_MESSAGES.zipInvalid;
  if (values.reason && !isRemovalReason(values.reason)) errors.reason = ERROR_MESSAGES.reasonInvalid;

  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    request: {
      name: values.name,
      street: values.street,
      unit: values.unit,
      city: values.city,
      state: values.state,
      zip: values.zip,
      reason: values.reason && isRemovalReason(values.reason) ? values.reason : null,
    },
  };
}

/**
 * The fields of the analytics event that records an accepted request (the list's only record in this project): the
 * confirmed USPS address, and that the human-verification token was checked (always, since docs/decisions/020: a
 * request without one is refused).
 */
export function addressRequestEventData(
  request: AddressRequest,
  address: StandardizedAddress,
  verified: boolean,
): Record<string, string | boolean> {
  return {
    name: request.name,
    street: address.addressLine1,
    unit: address.addressLine2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    typedStreet: request.street,
    verified,
    ...(request.reason ? { reason: request.reason } : {}),
  };
}

/** 'I moved…' for a reason value; null for none. */
export function removalReasonLabel(reason: RemovalReason | null): string | null {
  return REMOVAL_REASONS.find((r) => r.value === reason)?.label ?? null;
}

/**
 * The two steps of a request (SPEC §7 address standardization): `check` sends what the visitor typed and gets the
 * USPS form back to confirm; `confirm` records it; `edit` returns to the form with the values kept. The step is the
 * value of the clicked submit button, so the flow needs no JavaScript; anything else is the first step.
 */
export type AddressStep = "check" | "confirm" | "edit";
export const ADDRESS_STEP_FIELD = "step";

export function readAddressStep(form: RawForm): AddressStep {
  const step = form[ADDRESS_STEP_FIELD];
  return step === "confirm" || step === "edit" ? step : "check";
}

/** The lines the standardization service reads: street, unit (when given), then `City, ST 12345`. */
export function standardizationLines(
  request: Pick<AddressRequest, "street" | "unit" | "city" | "state" | "zip">,
): string[] {
  return [request.street, request.unit, `${request.city}, ${request.state} ${request.zip}`].filter(
    (line) => line !== "",
  );
}

/** Why a posted form comes back with the visitor's values and a message instead of going on. */
export const ADDRESS_NOTICES = {
  unavailable: {
    title: "We couldn't check your address",
    text: "Our address service did not answer. Nothing was saved; your details are kept below, please send the form again in a few minutes.",
  },
  notFound: {
    title: "We couldn't find this address",
    text: "The Postal Service has no address matching these details. Check the street, number and ZIP code, then send the form again.",
  },
  outsideArea: {
    title: "We don't mail to this area yet",
    text: "Valuvo envelopes are not mailed to this ZIP code yet, so there is no envelope to send or stop. Every coupon from the envelope is also on this website.",
  },
  unverified: {
    title: "We couldn't verify this request",
    text: "The check that this request comes from a person failed or expired. Please confirm again.",
  },
  notSent: {
    title: "We couldn't send your request",
    text: "Valuvo could not take it just now. Nothing was saved; your details are kept below, please send the form again in a moment.",
  },
  confirmNotSent: {
    title: "We couldn't send your request",
    text: "Valuvo could not take it just now. Nothing was saved; please confirm your address again in a moment.",
  },
  offline: {
    title: "You are offline",
    text: "This device has no connection, so nothing was sent. Your details are kept below; please send the form again once you are back online.",
  },
  confirmOffline: {
    title: "You are offline",
    text: "This device has no connection, so nothing was sent. Please confirm your address again once you are back online.",
  },
  dropped: {
    title: "Your request may not have arrived",
    text: "The connection dropped before Valuvo answered. Your details are kept below; please send the form again once you are connected.",
  },
  confirmDropped: {
    title: "Your request may not have arrived",
    text: "The connection dropped before Valuvo answered. Please confirm your address again once you are connected.",
  },
  verificationRequired: {
    title: "We need to check that you are a person",
    text: "A short script checks that each request comes from a person, and it did not run. Please allow JavaScript for this site, then confirm again.",
  },
} as const;

export type AddressNotice = keyof typeof ADDRESS_NOTICES;

/**
 * Why "Is this your address?" is shown again: a Confirm the site could not take, one this device never sent, or one
 * whose answer the connection lost.
 */
export type ConfirmNotice = "confirmNotSent" | "confirmOffline" | "confirmDropped";

/** The action's answer to a posted form: the address to confirm, accepted, sent back with problems or a notice. */
export type AddressActionData =
  | {
      status: "confirm";
      address: StandardizedAddress;
      values: AddressFormValues;
      /** Set when a press of Confirm was not taken: the same address is shown again, to confirm again. */
      notice?: ConfirmNotice;
    }
  | {
      status: "accepted";
      address: StandardizedAddress;
      city: string;
      state: string;
      zip: string;
      reason: string | null;
      verified: boolean;
    }
  | { status: "invalid"; errors: AddressFieldErrors; values: AddressFormValues }
  | { status: "edit"; values: AddressFormValues }
  | { status: Exclude<AddressNotice, ConfirmNotice>; values: AddressFormValues };

export const EMPTY_ADDRESS_VALUES: AddressFormValues = {
  name: "",
  street: "",
  unit: "",
  city: "",
  state: "",
  zip: "",
  reason: "",
};
