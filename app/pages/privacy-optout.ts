import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, notSentAnswer, sendForm } from "~/browser/send-form";
import type { OptOutActionData } from "~/models/privacy-optout";

/** A choice the site was too busy to read: nothing changed, the button works again. */
export const OPT_OUT_NOT_SENT =
  "We couldn't record your choice just now: Valuvo did not receive it. Nothing has changed; please press the button again in a moment.";

/** A choice a device with no connection never sent: nothing changed, the button works again once online. */
export const OPT_OUT_OFFLINE =
  "You are offline: your choice was not sent. Nothing has changed; please press the button again once you are back online.";

/** The browser's side of the opt-out action: a choice no action answered says so on the page, not the error screen. */
export async function optOutClientAction({
  serverAction,
}: ClientActionFunctionArgs): Promise<OptOutActionData | Response> {
  const answer = await sendForm(() => serverAction<OptOutActionData>());
  if (!isNotSent(answer)) return answer;
  return notSentAnswer<OptOutActionData>({ ok: false, message: answer.offline ? OPT_OUT_OFFLINE : OPT_OUT_NOT_SENT });
}
