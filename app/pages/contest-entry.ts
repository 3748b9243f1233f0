import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, notSentAnswer, sendForm, type NotSentReason } from "~/browser/send-form";
import { readEntryValues, type EntryFormState } from "~/models/contest-entry";

/** What the form says of an entry no action answered, by why (`NotSentReason`). */
export const ENTRY_NOT_SENT: Readonly<Record<NotSentReason, string>> = {
  busy: "Valuvo could not take your entry just now, so nothing was entered. Your details are kept below: send it again in a moment.",
  offline:
    "You are offline, so your entry was not sent. Your details are kept below: send it again once you are back online.",
  dropped:
    "The connection dropped before Valuvo answered, so your entry may not have arrived. Your details are kept below: send it again, and if it did arrive you will be told you have already entered today.",
};

/**
 * The browser's side of a contest's entry form: an entry the site turned down unread (too busy, or the campaign's
 * content unavailable before any entry was made), that a device with no connection never sent, or whose answer the
 * connection lost, comes back as the form with what the visitor typed and a notice to send it again, where the whole
 * page's error screen, the offline page or a reload would have taken its place. A second press cannot enter twice: the
 * contests upstream answers an e-mail's second entry of the (UTC) day as already entered, though not what an instant
 * win's first entry won. The action's own answers, a contest upstream's failure among them, pass as they came.
 */
export async function sendContestEntry({
  request,
  serverAction,
}: ClientActionFunctionArgs): Promise<EntryFormState | Response> {
  const values = readEntryValues(await request.clone().formData());
  const answer = await sendForm(() => serverAction<EntryFormState>());
  if (!isNotSent(answer)) return answer;
  return notSentAnswer<EntryFormState>({
    status: "failed",
    values,
    message: ENTRY_NOT_SENT[answer.reason],
  });
}
