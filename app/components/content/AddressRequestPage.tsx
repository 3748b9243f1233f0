import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { AddressActionData, AddressRequestKind } from "~/models/address-request";
import { ADDRESS_REQUEST_PAGES } from "~/models/content-pages";
import { AddressRequestForm, RequestConfirmation } from "./AddressRequestForm";
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
  return (
    <ContentPage page={ADDRESS_REQUEST_PAGES[kind]}>
      {result?.status === "accepted" ? (
        <RequestConfirmation title={confirmationTitle}>{confirmation(result)}</RequestConfirmation>
      ) : (
        <>
          {children}
          <AddressRequestForm
            kind={kind}
            submitLabel={submitLabel}
            errors={result?.status === "invalid" ? result.errors : undefined}
            values={result?.values}
            unavailable={result?.status === "unavailable"}
          />
        </>
      )}
    </ContentPage>
  );
}
