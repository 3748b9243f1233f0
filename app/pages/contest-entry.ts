import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, notSentAnswer, sendForm } from "~/browser/send-form";
import { readEntryValues, type EntryFormState } from "~/models/contest-entry";

/** An entry the site was too busy to read: nothing was entered, and the form keeps what was typed. */
export const ENTRY_NOT_SENT =
  "Valuvo could not take your entry just now, so nothing was entered. Your details are kept below: send it again in a moment.";

/** An entry a device with no connection never sent. */
export const ENTRY_OFFLINE =
  "You are offline, so your entry was not sent. Your details are kept below: send it again once you are back online.";

/**
 * The browser's side of a contest's entry form: an entry the site turned down unread (too busy, or the campaign's
 * content unavailable before any entry was made), or that a device with no connection never sent, comes back as the
 * form with what the visitor typed and a notice to send it again, where the whole page's error screen (or the offline
 * page) would have taken its place. Nothing was entered either way, so a second press cannot enter twice. The action's
 * own answers, a contest upstream's failure among them, pass as they came.
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
    message: answer.offline ? ENTRY_OFFLINE : ENTRY_NOT_SENT,
  });
}
