import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { destinationAfterLocation, parseLocationQuery } from "~/models/location-destination";
import { locationSlug, NO_MATCHING_LOCATION, parseLocationIntent } from "~/shared";
import type { ValidatedLocation } from "~/models/validated-location";
import { getServices } from "~/services/index.server";
import { locationSetCookie } from "~/services/location-cookie.server";
import { noticeSetCookie } from "~/services/notice-cookie.server";
import { jsonError, methodNotAllowed } from "~/http/json-response.server";
import { readFormBody } from "~/http/request-body.server";
import { log, messageOf } from "~/services/log.server";

/** Nothing to show here: the location dialog posts to this action. */
export async function loader() {
  return jsonError(404);
}

/**
 * SPEC §4 "Changing location": validate through the upstream; a valid place is stored in the cookie and the
 * visitor goes to the pending destination; an invalid one shows 'We couldn't find a matching location'.
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

  let location: ValidatedLocation | null = null;
  try {
    location = await resolve(form);
  } catch (error) {
    log.warn({ error: messageOf(error) }, "location change failed");
  }

  if (!location) {
    // 200: the dialog shows the message; an error status would only add a console line in the browser.
    if (withScript) return data({ error: NO_MATCHING_LOCATION });
    return redirect(destinationAfterLocation(null, "", returnTo), {
      headers: { "Set-Cookie": noticeSetCookie("no-match") },
    });
  }
  const place = { city: location.city, state: location.state, zip: location.zip, coords: location.coords };
  return redirect(destinationAfterLocation(intent, locationSlug(place.city, place.state), returnTo), {
    headers: { "Set-Cookie": locationSetCookie(place, request) },
  });
}

async function resolve(form: FormData): Promise<ValidatedLocation | null> {
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
      return location.validateZip(query.zip);
    case "coords":
      return location.validateCoords({ lat: query.lat, lng: query.lng });
    case "cityState":
      return location.validateCityState(query.city, query.state);
    case "term": {
      // A bare city name: the first suggestion with a city is what the visitor meant.
      const [first] = await location.searchLocations(query.term);
      if (!first) return null;
      return first.zip ? location.validateZip(first.zip) : location.validateCityState(first.city, first.state);
    }
  }
}
