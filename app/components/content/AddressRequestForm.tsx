import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { forwardRef, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { loadVerificationScript, verificationToken } from "~/components/campaigns/verification-script";
import { formatStandardizedAddress, type StandardizedAddress } from "~/models/address-check";
import { VERIFICATION_FIELD } from "~/models/verification";
import {
  ADDRESS_FIELDS,
  ADDRESS_NOTICES,
  ADDRESS_STEP_FIELD,
  EMPTY_ADDRESS_VALUES,
  MAX_LENGTHS,
  REMOVAL_REASONS,
  type AddressField,
  type AddressFieldErrors,
  type AddressFormValues,
  type AddressNotice,
  type AddressRequestKind,
  type ConfirmNotice,
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
  notice = null,
  verificationScriptUrl,
}: {
  kind: AddressRequestKind;
  submitLabel: string;
  errors?: AddressFieldErrors;
  values?: AddressFormValues;
  /** Why the form came back with its values (the address service failed, the address is outside the area…). */
  notice?: AddressNotice | null;
  verificationScriptUrl: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const summaryRef = useRef<HTMLDivElement>(null);
  const problems = ADDRESS_FIELDS.filter((field) => errors[field]);
  const hasProblem = problems.length > 0 || notice !== null;

  // After a round trip with problems, move focus to the summary so the visitor hears what to fix.
  useEffect(() => {
    if (hasProblem) summaryRef.current?.focus();
  }, [hasProblem, errors, notice]);

  const fields = ADDRESS_FIELDS.filter((field) => field !== "reason" || kind === "removeAddress");

  return (
    // Focusing the form starts loading the verification script (decision 008), so the token is ready at Confirm.
    <Form
      method="post"
      noValidate
      aria-label={submitLabel}
      onFocus={() => void loadVerificationScript(verificationScriptUrl)}
    >
      <input type="hidden" name={ADDRESS_STEP_FIELD} value="check" />
      {notice ? (
        <AddressNoticeBox ref={summaryRef} notice={notice} heading="h2" />
      ) : problems.length > 0 ? (
        <ErrorSummaryBox ref={summaryRef} tabIndex={-1} role="alert">
          <h2>Please correct the following</h2>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>
                  {LABELS[field].replace(" (optional)", "")}: {errors[field]}
                </a>
              </li>
            ))}
          </ul>
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

/** Why a step came back: the notice's title under the heading level of where it stands, and what to do. */
const AddressNoticeBox = forwardRef<HTMLDivElement, { notice: AddressNotice; heading: "h2" | "h3" }>(
  function AddressNoticeBox({ notice, heading: Heading }, ref) {
    return (
      <ErrorSummaryBox ref={ref} tabIndex={-1} role="alert">
        <Heading>{ADDRESS_NOTICES[notice].title}</Heading>
        <p>{ADDRESS_NOTICES[notice].text}</p>
      </ErrorSummaryBox>
    );
  },
);

/**
 * The second step: "Is this your address?" with the Postal Service's form of it. Confirm records the request (after
 * asking the verification script for a token, when JavaScript runs); Edit returns to the form. The visitor's values
 * travel in hidden fields, so both buttons work without JavaScript.
 */
export function ConfirmAddress({
  address,
  values,
  confirmLabel,
  notice = null,
  verificationScriptUrl,
}: {
  address: StandardizedAddress;
  values: AddressFormValues;
  confirmLabel: string;
  /** Why the address is shown again (a Confirm the site could not take). */
  notice?: ConfirmNotice | null;
  verificationScriptUrl: string;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [verifying, setVerifying] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    void loadVerificationScript(verificationScriptUrl);
  }, [verificationScriptUrl]);
  // A Confirm not taken: focus moves to the notice, so the visitor hears why they are asked again.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice, values]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const tokenField = event.currentTarget.elements.namedItem(VERIFICATION_FIELD);
    if (
      !(submitter instanceof HTMLButtonElement) ||
      submitter.value !== "confirm" ||
      !(tokenField instanceof HTMLInputElement)
    )
      return;
    event.preventDefault();
    setVerifying(true);
    void verificationToken(verificationScriptUrl).then((token) => {
      tokenField.value = token;
      setVerifying(false);
      submit(submitter, { method: "post" });
    });
  };

  const sending = verifying || navigation.state === "submitting";
  return (
    <ConfirmationBox aria-labelledby="address-confirmation">
      <h2 id="address-confirmation" ref={headingRef} tabIndex={-1}>
        Is this your address?
      </h2>
      {notice ? <AddressNoticeBox ref={noticeRef} notice={notice} heading="h3" /> : null}
      <p>This is how the Postal Service writes it:</p>
      <address>
        {values.name}
        {formatStandardizedAddress(address).map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <Form method="post" noValidate aria-label="Confirm your address" onSubmit={onSubmit}>
        {ADDRESS_FIELDS.map((field) => (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ))}
        <input type="hidden" name={VERIFICATION_FIELD} defaultValue="" />
        <SubmitButton type="submit" name={ADDRESS_STEP_FIELD} value="confirm">
          {sending ? "Sending…" : confirmLabel}
        </SubmitButton>{" "}
        <SubmitButton type="submit" name={ADDRESS_STEP_FIELD} value="edit">
          Edit
        </SubmitButton>
      </Form>
    </ConfirmationBox>
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
