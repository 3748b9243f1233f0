import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, notSentAnswer, sendForm, type NotSentReason } from "~/browser/send-form";
import type { OptOutActionData } from "~/models/privacy-optout";

/** What the page says of a choice no action answered, by why (`NotSentReason`); the button works again each way. */
export const OPT_OUT_NOT_SENT: Readonly<Record<NotSentReason, string>> = {
  busy: "We couldn't record your choice just now: Valuvo did not receive it. Nothing has changed; please press the button again in a moment.",
  offline:
    "You are offline: your choice was not sent. Nothing has changed; please press the button again once you are back online.",
  dropped:
    "The connection dropped before Valuvo answered, so your choice may not have been recorded. Please press the button again once you are connected.",
};

/** The browser's side of the opt-out action: a choice no action answered says so on the page, not the error screen. */
export async function optOutClientAction({
  serverAction,
}: ClientActionFunctionArgs): Promise<OptOutActionData | Response> {
  const answer = await sendForm(() => serverAction<OptOutActionData>());
  if (!isNotSent(answer)) return answer;
  return notSentAnswer<OptOutActionData>({ ok: false, message: OPT_OUT_NOT_SENT[answer.reason] });
}
