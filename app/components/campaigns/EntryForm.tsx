import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import {
  ConfirmationBox,
  ErrorSummaryBox,
  FieldError,
  FieldGroup,
  FieldLabel,
  SubmitButton,
  TextInput,
} from "~/components/content/FormParts";
import type { ContestEntryFieldErrors } from "~/models/contest";
import { EMPTY_ENTRY, ENTRY_FIELD, type EntryFormState, type EntryValues } from "~/models/contest-entry";
import { sendContestEntry } from "~/pages/contest-entry";
import { provideContestEntrySender } from "~/pages/contest-entry-sender";
import { loadVerificationScript, verificationToken } from "./verification-script";

// The page's client action sends entries with this form's code (a post refused or never sent comes back as typed).
provideContestEntrySender(sendContestEntry);

const CheckRow = styled.div.withConfig({ componentId: "EntryForm-CheckRow", displayName: "EntryCheckRow" })`
  margin: 0 0 16px;
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    flex: none;
  }
`;

const Fields = styled.fieldset.withConfig({ componentId: "EntryForm-Fields", displayName: "EntryFields" })`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    font-size: 1.2rem;
    margin-bottom: 12px;
    padding: 0;
  }
`;

const id = (field: keyof typeof ENTRY_FIELD) => `entry-${field}`;

type TextField = "name" | "email" | "zip";
const TEXT_FIELDS: ReadonlyArray<{
  field: TextField;
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
}> = [
  { field: "name", label: "Full name", type: "text", autoComplete: "name", maxLength: 80 },
  { field: "email", label: "E-mail address", type: "email", autoComplete: "email", maxLength: 254 },
  { field: "zip", label: "ZIP code", type: "text", autoComplete: "postal-code", maxLength: 5 },
];

const CHECKS: ReadonlyArray<{ field: "ageConfirmed" | "rulesConsent"; label: string }> = [
  { field: "ageConfirmed", label: "I am 18 years of age or older." },
  { field: "rulesConsent", label: "I have read and accept the official rules." },
];

const FIELD_LABELS: Record<keyof ContestEntryFieldErrors, string> = {
  name: "Full name",
  email: "E-mail address",
  zip: "ZIP code",
  ageConfirmed: "Age",
  rulesConsent: "Official rules",
  verificationToken: "Verification",
};

/**
 * A contest's entry form: name, e-mail, ZIP, age confirmation and rules consent, posted to the page's own action
 * (a plain POST without JavaScript). The fields are checked on the server; its messages appear beside each field
 * and the visitor's values come back. With JavaScript the verification script loads when the form is first used,
 * and its token travels in the hidden field.
 */
export function EntryForm({
  legend,
  submitLabel,
  verificationScriptUrl,
  state,
}: {
  legend: string;
  submitLabel: string;
  verificationScriptUrl: string;
  state: EntryFormState | null;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [verifying, setVerifying] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const values: EntryValues = state && state.status !== "accepted" ? state.values : EMPTY_ENTRY;
  const fieldErrors: ContestEntryFieldErrors = state?.status === "invalid" ? state.fieldErrors : {};
  const problems = (Object.keys(FIELD_LABELS) as (keyof ContestEntryFieldErrors)[]).filter(
    (field) => fieldErrors[field],
  );
  const sending = verifying || navigation.state === "submitting";

  // After a round trip, move focus to what the server said so the visitor hears it.
  useEffect(() => {
    if (state) (resultRef.current ?? noticeRef.current)?.focus();
  }, [state]);

  const startVerification = () => {
    void loadVerificationScript(verificationScriptUrl);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const tokenField = form.elements.namedItem(ENTRY_FIELD.verificationToken);
    if (!(tokenField instanceof HTMLInputElement)) return;
    event.preventDefault();
    setVerifying(true);
    void verificationToken(verificationScriptUrl).then((token) => {
      tokenField.value = token;
      setVerifying(false);
      submit(form, { method: "post", preventScrollReset: true });
    });
  };

  if (state?.status === "accepted") {
    return (
      <ConfirmationBox aria-labelledby="entry-result">
        <h2 id="entry-result" ref={resultRef} tabIndex={-1}>
          {state.outcome === "won"
            ? "You won!"
            : state.outcome === "lost"
              ? "Not a winner this time"
              : "You're entered"}
        </h2>
        <p role="status">{state.message}</p>
        <p>Entry number {state.entryId}.</p>
      </ConfirmationBox>
    );
  }

  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      aria-label={legend}
      onFocus={startVerification}
      onSubmit={onSubmit}
    >
      {state ? (
        <ErrorSummaryBox ref={noticeRef} tabIndex={-1} role="alert">
          <h2>{state.message}</h2>
          {problems.length > 0 ? (
            <ul>
              {problems.map((field) => (
                <li key={field}>
                  <a href={`#${id(field)}`}>
                    {FIELD_LABELS[field]}: {fieldErrors[field]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </ErrorSummaryBox>
      ) : null}
      <Fields>
        <legend>{legend}</legend>
        {TEXT_FIELDS.map(({ field, label, type, autoComplete, maxLength }) => {
          const error = fieldErrors[field];
          return (
            <FieldGroup key={`${field}-${values[field]}`}>
              <FieldLabel htmlFor={id(field)}>{label}</FieldLabel>
              {error ? <FieldError id={`${id(field)}-error`}>{error}</FieldError> : null}
              <TextInput
                id={id(field)}
                name={ENTRY_FIELD[field]}
                type={type}
                autoComplete={autoComplete}
                maxLength={maxLength}
                inputMode={field === "zip" ? "numeric" : undefined}
                $short={field === "zip"}
                defaultValue={values[field]}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id(field)}-error` : undefined}
              />
            </FieldGroup>
          );
        })}
        {CHECKS.map(({ field, label }) => {
          const error = fieldErrors[field];
          return (
            <CheckRow key={`${field}-${String(values[field])}`}>
              {error ? <FieldError id={`${id(field)}-error`}>{error}</FieldError> : null}
              <label htmlFor={id(field)}>
                <input
                  id={id(field)}
                  type="checkbox"
                  name={ENTRY_FIELD[field]}
                  value="yes"
                  defaultChecked={values[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id(field)}-error` : undefined}
                />
                <span>
                  {label}
                  {field === "rulesConsent" ? (
                    <>
                      {" "}
                      <a href="#official-rules">Read the official rules</a>
                    </>
                  ) : null}
                </span>
              </label>
            </CheckRow>
          );
        })}
        <input type="hidden" name={ENTRY_FIELD.verificationToken} defaultValue="" />
        <SubmitButton type="submit" disabled={sending}>
          {sending ? "Sending…" : submitLabel}
        </SubmitButton>
      </Fields>
    </Form>
  );
}
