import { data } from "@remix-run/node";
import {
  entryFormState,
  entryFormStatus,
  ENTRY_MESSAGES,
  readEntryForm,
  type EntryFormState,
} from "~/models/contest-entry";
import { getServices } from "~/services/index.server";
import { isUpstreamError } from "~/services/http.server";
import { readFormBody } from "~/http/request-body.server";
import { log } from "~/services/log.server";

/**
 * The posted form, read with the site's form limit whether or not the body declares a length (a chunked body is
 * stopped at the limit, never buffered whole). A body that is too large or not a form is that status's page.
 */
async function readForm(request: Request): Promise<FormData> {
  const body = await readFormBody(request);
  if (body.ok) return body.value;
  if (body.status === 400) return new FormData();
  throw new Response(null, { status: body.status });
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
    state = {
      status: "invalid",
      values: read.values,
      fieldErrors: read.fieldErrors,
      message: ENTRY_MESSAGES.fixFields,
    };
  } else if (read.entry.verificationToken === "") {
    // SPEC §7 (docs/decisions/020, superseding 008 here): no entry reaches the upstream without a human-verification
    // token, so a script posting the form cannot enter at all, verified or not.
    state = { status: "verificationFailed", values: read.values, message: ENTRY_MESSAGES.verificationRequired };
  } else {
    try {
      state = entryFormState(read.values, await getServices().contests.enterContest(contestId, read.entry));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      // An unknown contest is the page's own 404; anything else leaves the form as it was, with the message.
      if (error.status === 404) throw new Response(null, { status: 404 });
      log.warn({ contestId, error: error.message }, "contest entry failed");
      state = { status: "failed", values: read.values, message: error.message };
    }
  }
  return data(state, { status: entryFormStatus(state), headers: { "Cache-Control": "no-store" } });
}
