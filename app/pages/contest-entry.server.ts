import { data } from "@remix-run/node";
import { entryFormState, entryFormStatus, ENTRY_MESSAGES, readEntryForm, type EntryFormState } from "~/models/contest-entry";
import { getServices } from "~/services/index.server";
import { isUpstreamError } from "~/services/http.server";

// A filled entry form is well under a kilobyte (the token included); a far larger body is not one of ours.
const MAX_BODY_BYTES = 8_192;

async function readForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (!(length <= MAX_BODY_BYTES)) return new FormData();
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The action of every entry form (sweepstakes and instant-win pages, `/coupons/showcontest/{id}`): the fields are
 * checked here first, then the entry goes to the contests upstream exactly once (the client never retries a post).
 * Whatever happens, the answer is the page with the form's state; the visitor's values stay in every state but
 * "accepted", and an upstream failure shows its message instead of an error page.
 */
export async function contestEntryAction(request: Request, contestId: string) {
  const read = readEntryForm(await readForm(request));
  let state: EntryFormState;
  if (!read.ok) {
    state = { status: "invalid", values: read.values, fieldErrors: read.fieldErrors, message: ENTRY_MESSAGES.fixFields };
  } else {
    try {
      state = entryFormState(read.values, await getServices().contests.enterContest(contestId, read.entry));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      // An unknown contest is the page's own 404; anything else leaves the form as it was, with the message.
      if (error.status === 404) throw new Response(null, { status: 404 });
      console.warn(`[contests] entry to ${contestId} failed: ${error.message}`);
      state = { status: "failed", values: read.values, message: error.message };
    }
  }
  return data(state, { status: entryFormStatus(state), headers: { "Cache-Control": "no-store" } });
}
