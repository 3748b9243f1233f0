import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { isNotSent, NOT_SENT, notSentAnswer, sendForm } from "~/browser/send-form";
import { destinationAfterLocation, parseLocationQuery, safeReturnPath } from "~/models/location-destination";
import type { LocationPostAnswer, NamedPlace, PlaceChoice } from "~/models/place-choice";
import { placeChoiceHref } from "~/models/url-state";
import { placesNamed } from "~/pages/place-choice.server";
import { locationSlug, NO_MATCHING_LOCATION, parseLocationIntent } from "~/shared";
import { LOCATION_UNCHECKED } from "~/models/location-messages";
import type { ValidatedLocation } from "~/models/validated-location";
import { getServices } from "~/services/index.server";
import { isIssuablePlace, isZipBesideCity } from "~/services/issued-places.server";
import { locationSetCookie } from "~/services/location-cookie.server";
import { noticeSetCookie } from "~/services/notice-cookie.server";
import { jsonError, jsonResponse, methodNotAllowed } from "~/http/json-response.server";
import { readFormBody } from "~/http/request-body.server";
import { log, messageOf } from "~/services/log.server";

/** A script's answer names what the visitor typed: no cache keeps it. */
const NOT_STORED = { headers: { "Cache-Control": "no-store" } };

const ACTION_ERRORS = new Set([NO_MATCHING_LOCATION, LOCATION_UNCHECKED]);

/**
 * The dialog's post refused unread keeps the typed place, and the dialog says to try again. A busy instance answers a
 * resource route's post with `{ error }` as its data (server/address-budget.mjs), the edge with the action's error;
 * the action's own errors are its two messages.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<LocationPostAnswer | Response> {
  const answer = await sendForm(() => serverAction<LocationPostAnswer>());
  if (isNotSent(answer)) return notSentAnswer<LocationPostAnswer>(answer);
  if (answer.error === undefined || ACTION_ERRORS.has(answer.error)) return answer;
  return notSentAnswer<LocationPostAnswer>(NOT_SENT);
}

/** Nothing to show here: the location dialog posts to this action. */
export async function loader() {
  return jsonError(404);
}

/**
 * SPEC §4 "Changing location": validate through the upstream; a valid place is stored in the cookie and the
 * visitor goes to the pending destination; an invalid one shows 'We couldn't find a matching location'. A name that
 * several places bear is answered with them, for the shopper to choose.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  // The dialog posts a few short fields; anything else (JSON, huge, no boundary) is refused unread.
  const body = await readFormBody(request);
  if (!body.ok) return jsonError(body.status);
  const form = body.value;
  const intent = parseLocationIntent(form.get("intent"));
  const returnTo = form.get("returnTo");
  const withScript = form.get("js") === "1";

  let found: Resolution = null;
  let unchecked = false;
  try {
    found = await resolve(form);
  } catch (error) {
    log.warn({ error: messageOf(error) }, "location change failed");
    unchecked = true;
  }

  if (found?.kind === "several") {
    // A name several places bear: the dialog stays open and lists them; choosing one posts it as "City, ST".
    const choice: PlaceChoice = { name: found.name, places: found.places };
    if (withScript) return jsonResponse({ choice }, NOT_STORED);
    return redirect(placeChoiceHref(safeReturnPath(returnTo), intent ?? "change", found.name));
  }
  const location = found?.location ?? null;
  // A place chosen by its name is saved as that name: the ZIP the upstream keeps for a city is not one the shopper
  // gave, and the pages would describe them by it. A ZIP typed, or the browser's position, keeps its ZIP. The
  // browser's position is saved as the ZIP it falls in, centre and all: every page a shopper sees holds their place,
  // and shared caches keep each page once for a ZIP's visitors, never once for each visitor's own point.
  const place = location && {
    city: location.city,
    state: location.state,
    zip: found?.kind === "named" ? "" : location.zip,
    coords: location.coords,
  };
  // Only a place the pages then believe is saved (a military mail ZIP validates without a point on the map: saved,
  // every page would have ignored it and asked for a place again).
  if (!place || !isIssuablePlace(place)) {
    // 200: the dialog shows the message; an error status would only add a console line in the browser. A place that
    // could not be checked (the location upstream failed) is not called unknown: the visitor is asked to try again.
    if (withScript) return jsonResponse({ error: unchecked ? LOCATION_UNCHECKED : NO_MATCHING_LOCATION }, NOT_STORED);
    return redirect(destinationAfterLocation(null, "", returnTo), {
      headers: { "Set-Cookie": noticeSetCookie(unchecked ? "unchecked" : "no-match") },
    });
  }
  return redirect(destinationAfterLocation(intent, locationSlug(place.city, place.state), returnTo), {
    headers: { "Set-Cookie": locationSetCookie(place, request) },
  });
}

type Resolution =
  | { kind: "named" | "located"; location: ValidatedLocation | null }
  | { kind: "several"; name: string; places: NamedPlace[] }
  | null;

async function resolve(form: FormData): Promise<Resolution> {
  const { location } = getServices();
  const coords = form.get("coords");
  const suggestion = form.get("suggestion");
  const typed = form.get("q");
  const text = typeof coords === "string" ? coords : typeof suggestion === "string" ? suggestion : typed;
  if (typeof text !== "string") return null;
  const query = parseLocationQuery(text);
  if (!query) return null;
  switch (query.kind) {
    case "zip":
      return { kind: "located", location: await location.validateZip(query.zip) };
    case "coords":
      return { kind: "located", location: await location.validateCoords({ lat: query.lat, lng: query.lng }) };
    case "cityState": {
      // "Anchorage, AK 99501": the ZIP is the more precise place, when it is in or beside the city named.
      const { zip, city, state } = query;
      const byZip = zip && isZipBesideCity(zip, city, state) ? await location.validateZip(zip) : null;
      if (byZip?.state === state) return { kind: "located", location: byZip };
      return { kind: "named", location: await location.validateCityState(city, state) };
    }
    case "term": {
      const match = await placesNamed(query.term);
      if (match.kind === "none") return null;
      if (match.kind === "several") return match;
      return { kind: "named", location: await location.validateCityState(match.place.city, match.place.state) };
    }
  }
}
