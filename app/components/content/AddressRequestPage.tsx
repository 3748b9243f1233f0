import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AddressActionData, AddressRequestKind } from "~/models/address-request";
import { ADDRESS_REQUEST_PAGES } from "~/copy/content-pages";
import { AddressRequestForm, ConfirmAddress, RequestConfirmation } from "./AddressRequestForm";
import { ContentPage } from "./ContentPage";

type Accepted = Extract<AddressActionData, { status: "accepted" }>;

/**
 * A mailing-request page (/request-envelope, /remove-address): its explanation and the form, or, once the action
 * accepted the request, the confirmation in their place. A form sent back keeps what the visitor typed.
 */
export function AddressRequestPage({
  kind,
  submitLabel,
  confirmationTitle,
  confirmation,
  children,
}: {
  kind: AddressRequestKind;
  submitLabel: string;
  confirmationTitle: string;
  /** What the confirmation says about the accepted request (its city, state, ZIP code and reason). */
  confirmation: (accepted: Accepted) => ReactNode;
  /** The explanation above the form. */
  children: ReactNode;
}) {
  const result = useActionData<AddressActionData>();
  const { verificationScriptUrl } = useLoaderData<{ verificationScriptUrl: string }>();
  return (
    <ContentPage page={ADDRESS_REQUEST_PAGES[kind]}>
      {result?.status === "accepted" ? (
        <RequestConfirmation title={confirmationTitle}>{confirmation(result)}</RequestConfirmation>
      ) : result?.status === "confirm" ? (
        <ConfirmAddress
          address={result.address}
          values={result.values}
          confirmLabel="Confirm"
          notice={result.notice}
          verificationScriptUrl={verificationScriptUrl}
        />
      ) : (
        <>
          {children}
          <AddressRequestForm
            kind={kind}
            submitLabel={submitLabel}
            errors={result?.status === "invalid" ? result.errors : undefined}
            values={result?.values}
            notice={result && result.status !== "invalid" && result.status !== "edit" ? result.status : null}
            verificationScriptUrl={verificationScriptUrl}
          />
        </>
      )}
    </ContentPage>
  );
}
