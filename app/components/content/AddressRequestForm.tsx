import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import {
  ADDRESS_FIELDS,
  EMPTY_ADDRESS_VALUES,
  MAX_LENGTHS,
  REMOVAL_REASONS,
  type AddressField,
  type AddressFieldErrors,
  type AddressFormValues,
  type AddressRequestKind,
} from "~/models/address-request";
import {
  ConfirmationBox,
  ErrorSummaryBox,
  FieldError,
  FieldGroup,
  FieldHint,
  FieldLabel,
  SelectInput,
  SubmitButton,
  TextInput,
} from "./FormParts";

const LABELS: Record<AddressField, string> = {
  name: "Full name",
  street: "Street address",
  unit: "Apartment, suite or unit (optional)",
  city: "City",
  state: "State",
  zip: "ZIP code",
  reason: "Why are you leaving the list? (optional)",
};

const HINTS: Partial<Record<AddressField, string>> = {
  street: "House or building number and street, or a PO box.",
  state: "Two-letter abbreviation, for example FL.",
  zip: "Five digits.",
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  name: "name",
  street: "address-line1",
  unit: "address-line2",
  city: "address-level2",
  state: "address-level1",
  zip: "postal-code",
  reason: "off",
};

const REQUIRED: ReadonlySet<AddressField> = new Set(["name", "street", "city", "state", "zip"]);

const fieldId = (field: AddressField) => `address-${field}`;

/**
 * The form of /request-envelope and /remove-address. It works without JavaScript (a plain POST that the action
 * answers with the page again); fields are checked on the server only, so `noValidate` keeps the browser's own
 * bubbles from replacing the accessible messages below.
 */
export function AddressRequestForm({
  kind,
  submitLabel,
  errors = {},
  values = EMPTY_ADDRESS_VALUES,
  unavailable = false,
}: {
  kind: AddressRequestKind;
  submitLabel: string;
  errors?: AddressFieldErrors;
  values?: AddressFormValues;
  unavailable?: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const summaryRef = useRef<HTMLDivElement>(null);
  const problems = ADDRESS_FIELDS.filter((field) => errors[field]);
  const hasProblem = problems.length > 0 || unavailable;

  // After a round trip with problems, move focus to the summary so the visitor hears what to fix.
  useEffect(() => {
    if (hasProblem) summaryRef.current?.focus();
  }, [hasProblem, errors, unavailable]);

  const fields = ADDRESS_FIELDS.filter((field) => field !== "reason" || kind === "removeAddress");

  return (
    <Form method="post" noValidate aria-label={submitLabel}>
      {hasProblem ? (
        <ErrorSummaryBox ref={summaryRef} tabIndex={-1} role="alert">
          <h2>
            {unavailable ? "We couldn't save your request" : "Please correct the following"}
          </h2>
          {unavailable ? (
            <p>Our mailing system did not answer. Nothing was saved; please send the form again in a few minutes.</p>
          ) : (
            <ul>
              {problems.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>
                    {LABELS[field].replace(" (optional)", "")}: {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ErrorSummaryBox>
      ) : null}

      {fields.map((field) => {
        const id = fieldId(field);
        const error = errors[field];
        const hint = HINTS[field];
        const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
        const common = {
          id,
          name: field,
          autoComplete: AUTOCOMPLETE[field],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy || undefined,
          "aria-required": REQUIRED.has(field) ? true : undefined,
          defaultValue: values[field],
        };
        return (
          <FieldGroup key={`${field}-${values[field]}`}>
            <FieldLabel htmlFor={id}>{LABELS[field]}</FieldLabel>
            {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
            {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
            {field === "reason" ? (
              <SelectInput {...common}>
                <option value="">Choose a reason</option>
                {REMOVAL_REASONS.map((reason) => (
                  <option key={reason.value} value={reason.value}>
                    {reason.label}
                  </option>
                ))}
              </SelectInput>
            ) : (
              <TextInput
                {...common}
                type="text"
                $short={field === "state" || field === "zip"}
                maxLength={field === "state" || field === "zip" ? undefined : MAX_LENGTHS[field]}
                inputMode={field === "zip" ? "numeric" : undefined}
              />
            )}
          </FieldGroup>
        );
      })}
      <SubmitButton type="submit">{sending ? "Sending…" : submitLabel}</SubmitButton>
    </Form>
  );
}

/** The answer to an accepted request; its heading takes focus so the change is announced. */
export function RequestConfirmation({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <ConfirmationBox aria-labelledby="request-confirmation">
      <h2 id="request-confirmation" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </ConfirmationBox>
  );
}
