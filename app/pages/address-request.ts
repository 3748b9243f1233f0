import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, sendForm } from "~/browser/send-form";
import { readAddressValues, type AddressActionData, type AddressRequestKind } from "~/models/address-request";

/**
 * The browser's side of the mailing-request action: a post the site was too busy to read
 * comes back as the form with what the visitor sent and a notice to send it again, also from the confirmation step,
 * whose fields are hidden.
 */
export async function addressRequestClientAction(
  { request, serverAction }: ClientActionFunctionArgs,
  kind: AddressRequestKind,
): Promise<AddressActionData> {
  const sent = Object.fromEntries(await request.clone().formData());
  const answer = await sendForm(() => serverAction<AddressActionData>());
  return isNotSent(answer) ? { status: "notSent", values: readAddressValues(kind, sent) } : answer;
}
