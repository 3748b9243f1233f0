import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, sendForm } from "~/browser/send-form";
import type { OptOutActionData } from "~/models/privacy-optout";

/** A choice the site was too busy to read: nothing changed, the button works again. */
export const OPT_OUT_NOT_SENT =
  "We couldn't record your choice just now: Valuvo did not receive it. Nothing has changed; please press the button again in a moment.";

/** The browser's side of the opt-out action: a choice no action answered says so on the page, not the error screen. */
export async function optOutClientAction({ serverAction }: ClientActionFunctionArgs): Promise<OptOutActionData> {
  const answer = await sendForm(() => serverAction<OptOutActionData>());
  return isNotSent(answer) ? { ok: false, message: OPT_OUT_NOT_SENT } : answer;
}
