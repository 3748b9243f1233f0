import type { ClientActionFunctionArgs } from "@remix-run/react";

type Sender = (args: ClientActionFunctionArgs) => Promise<unknown>;

let send: Sender | null = null;

/**
 * Called by the entry form's module as it loads: the form's sender (`./contest-entry`) is code for the form alone, so
 * it travels with the form, which a campaign page loads on demand, not with every page of the route (a campaign is
 * often no contest, and an unknown slug is this route's 404).
 */
export function provideContestEntrySender(sender: Sender): void {
  send = sender;
}

/**
 * The `clientAction` of a page with an entry form. Only a rendered form posts, and its module has provided the sender
 * by then; without it (never expected) the server's action answers as it would with no client action at all.
 */
export const contestEntryClientAction = (args: ClientActionFunctionArgs) => (send ? send(args) : args.serverAction());
