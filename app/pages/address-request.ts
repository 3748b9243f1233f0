import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, notSentAnswer, sendForm, type NotSentReason } from "~/browser/send-form";
import {
  ADDRESS_FIELDS,
  readAddressStep,
  readAddressValues,
  type AddressActionData,
  type AddressNotice,
  type AddressRequestKind,
  type ConfirmNotice,
} from "~/models/address-request";

type Confirming = Extract<AddressActionData, { status: "confirm" }>;

/** The notice over the form, and over the address shown to confirm, for each reason a post was not answered. */
const FORM_NOTICE = { busy: "notSent", offline: "offline", dropped: "dropped" } as const satisfies Record<
  NotSentReason,
  AddressNotice
>;
const CONFIRM_NOTICE = {
  busy: "confirmNotSent",
  offline: "confirmOffline",
  dropped: "confirmDropped",
} as const satisfies Record<NotSentReason, ConfirmNotice>;

/** The address each form last asked this tab to confirm: what a refused Confirm shows again. */
const confirming = new Map<AddressRequestKind, Confirming>();

/**
 * The browser's side of the mailing-request action: a post the site was too busy to read, that a device with no
 * connection never sent, or whose answer the connection lost, comes back as what the visitor sent with a notice to send
 * it again. A Confirm not taken stays on "Is this your address?" with the address shown (when the posted values are
 * those it showed), so the visitor presses Confirm again rather than starting over; any other post comes back as the
 * form.
 */
export async function addressRequestClientAction(
  { request, serverAction }: ClientActionFunctionArgs,
  kind: AddressRequestKind,
): Promise<AddressActionData | Response> {
  const sent = Object.fromEntries(await request.clone().formData());
  const answer = await sendForm(() => serverAction<AddressActionData>());
  if (!isNotSent(answer)) {
    if (answer.status === "confirm") confirming.set(kind, answer);
    else confirming.delete(kind);
    return answer;
  }
  const values = readAddressValues(kind, sent);
  const shown = confirming.get(kind);
  if (
    readAddressStep(sent) === "confirm" &&
    shown !== undefined &&
    ADDRESS_FIELDS.every((field) => shown.values[field] === values[field])
  )
    return notSentAnswer<AddressActionData>({ ...shown, notice: CONFIRM_NOTICE[answer.reason] });
  return notSentAnswer<AddressActionData>({ status: FORM_NOTICE[answer.reason], values });
}
