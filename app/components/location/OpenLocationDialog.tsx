import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import styled from "styled-components";
import { Overlay, overlayPanel } from "~/components/dialog/Overlay";
import {
  closeLocationDialogHref,
  dialogAction,
  dialogCloseButton,
  GEOLOCATION_NOT_SUPPORTED,
  geolocationErrorMessage,
  type LocationIntent,
  MIN_SEARCH_LENGTH,
  NO_MATCHING_LOCATION,
  useHydrated,
  useLocationDialog,
  useSnackbar,
} from "~/shared";
import { locationDialogTitle } from "~/models/location-destination";
import { LOCATION_UNCHECKED } from "~/models/location-messages";
import { isOffline } from "~/browser/connection";
import { isNotSent } from "~/browser/send-form";
import type { LocationSuggestion } from "~/models/validated-location";
import { offeredPlaces, type LocationPostAnswer, type OfferedPlace, type PlaceChoice } from "~/models/place-choice";
import { locationLabel } from "~/models/location";
import type { NoDealsHere } from "~/models/deal-alternatives";
import { NoDealsHereView } from "~/components/deals/NoDealsHereView";

export const LOCATION_SEARCH_DEBOUNCE_MS = 500;

/**
 * SPEC §2: the location dialog is full-screen at every width; its content stays a readable column in the middle. A
 * click on the screen beside that column is a click outside it (the dialog closes), as on the dimmed page before.
 */
const Panel = styled.div.withConfig({ componentId: "OpenLocationDialog-Panel" })`
  ${overlayPanel}
  position: fixed;
  inset: 0;
  margin: 0;
  padding: 24px 16px;
  border-radius: 0;
  overflow-y: auto;
`;

const Column = styled.div.withConfig({ componentId: "OpenLocationDialog-Column" })`
  position: relative;
  max-width: 560px;
  margin: 4vh auto 0;
  h2 {
    margin: 0 40px 16px 0;
  }
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${(p) => p.theme.colors.muted};
    border-radius: ${(p) => p.theme.radius}px;
    font: inherit;
  }
`;

const CloseButton = styled.button.withConfig({ componentId: "OpenLocationDialog-CloseButton" })`
  ${dialogCloseButton}
`;

const Actions = styled.div.withConfig({ componentId: "OpenLocationDialog-Actions" })`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  flex-wrap: wrap;
  button {
    ${dialogAction}
  }
  button[type="submit"] {
    border: 0;
    background: ${(p) => p.theme.colors.brand};
    color: #fff;
  }
  button[type="button"] {
    border: 1px solid ${(p) => p.theme.colors.brand};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.brand};
  }
`;

const Suggestions = styled.ul.withConfig({ componentId: "OpenLocationDialog-Suggestions" })`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius}px;
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    text-align: left;
    font: inherit;
    cursor: pointer;
  }
  li:last-child button {
    border-bottom: 0;
  }
  button:hover,
  button:focus-visible {
    background: ${(p) => p.theme.colors.background};
  }
`;

const ChoiceNote = styled.p.withConfig({ componentId: "OpenLocationDialog-ChoiceNote" })`
  margin: 16px 0 0;
  font-weight: 600;
`;

/**
 * Suggestions, with the area's message when the search failed; or, without suggestions, a refusal of the request
 * itself (a 429 past the instance's budget per address, server/address-budget.mjs: `{ error }` alone), which lists
 * nothing and says nothing while the shopper types on.
 */
type SuggestionAnswer = { suggestions?: LocationSuggestion[]; error?: string };

/**
 * What the snackbar says of the action's error: its own messages as they are, anything else as "try again" (a refusal
 * of the post itself never gets here: the route's clientAction answers it as not sent, and the dialog stays).
 */
function locationErrorMessage(error: string): string {
  return error === NO_MATCHING_LOCATION ? error : LOCATION_UNCHECKED;
}

export type DealsContext = {
  /** The visitor has a place already. */
  hasPlace: boolean;
  dealsAvailable: boolean;
  /** Why that place has no deals, when the server knew the dialog was open on Deals (no-JavaScript URL). */
  noDealsHere: NoDealsHere | null;
};

export default function OpenLocationDialog({
  intent,
  deals,
  choice: givenChoice,
}: {
  intent: LocationIntent;
  deals: DealsContext;
  /** The places a name the form sent matches, as the server rendered them (the form posted without JavaScript). */
  choice: PlaceChoice | null;
}) {
  const { close } = useLocationDialog();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const { pathname, search } = useLocation();
  const submitter = useFetcher<LocationPostAnswer>();
  const suggester = useFetcher<SuggestionAnswer>();
  const snackbar = useSnackbar();
  const [term, setTerm] = useState(givenChoice?.name ?? "");
  const [suggestions, setSuggestions] = useState<OfferedPlace[]>([]);
  // A name several places bear, answered by the form: they are listed to choose from until the shopper types again.
  const [choice, setChoice] = useState<PlaceChoice | null>(givenChoice);
  const choiceId = useId();
  const firstChoice = useRef<HTMLButtonElement>(null);
  const sent = useRef(false);
  // A shopper with a place who is asked for one on Deals is told why first: that place has no deals, and where the
  // nearest are. The server says so when the URL opened the dialog; a dialog opened in place asks for it.
  const asksWhy = intent === "deals" && deals.hasPlace && !deals.dealsAvailable;
  const whyFetcher = useFetcher<{ noDeals: NoDealsHere | null }>();
  useEffect(() => {
    if (asksWhy && !deals.noDealsHere) whyFetcher.load("/api/no-deals-here");
    // Once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asksWhy]);
  const why = asksWhy ? (deals.noDealsHere ?? whyFetcher.data?.noDeals ?? null) : null;

  // A dialog the server rendered open may have been typed into before this code arrived: hydration keeps what the
  // field shows, so take it up (and its suggestions follow) rather than let the first render clear it.
  useEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== "") setTerm(typed);
  }, []);

  // SPEC §5: nothing under 3 characters (and clear), debounce 500 ms.
  useEffect(() => {
    const text = term.trim();
    if (text.length < MIN_SEARCH_LENGTH) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      // A place already sent: its page is on its way, and a suggestions request now would only race that navigation.
      // With no connection there are none to ask for, and a failed fetcher would put the error screen up.
      if (sent.current || isOffline()) return;
      suggester.load(`/api/location-suggestions?q=${encodeURIComponent(text)}`);
    }, LOCATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `suggester` changes identity on every state change; the term alone drives the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term]);

  useEffect(() => {
    const answer = suggester.data;
    if (!answer || suggester.state !== "idle") return;
    if (term.trim().length < MIN_SEARCH_LENGTH || choice) return;
    setSuggestions(offeredPlaces(term, answer.suggestions ?? []));
    if (answer.error && answer.suggestions) snackbar.show(answer.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggester.data, suggester.state]);

  // A place sent with no connection is not sent at all: the route it posts to may not even be known yet, and looking it
  // up would fail and reload the page. Counted, so each try takes the visitor back to the field.
  const [offlineTries, setOfflineTries] = useState(0);
  const sendingOffline = () => {
    const offline = isOffline();
    setOfflineTries((tries) => (offline ? tries + 1 : 0));
    return offline;
  };

  // A post the site was too busy to read, or never sent: the dialog stays, with the place typed, to send again.
  const notSent = offlineTries > 0 || (submitter.state === "idle" && isNotSent(submitter.data));
  const answer = isNotSent(submitter.data) ? undefined : submitter.data;
  useEffect(() => {
    if (!notSent) return;
    sent.current = false;
    inputRef.current?.focus();
  }, [notSent, submitter.data, offlineTries]);

  // SPEC §4: an invalid location shows the message and closes the dialog.
  useEffect(() => {
    if (submitter.state === "idle" && answer?.error) {
      sent.current = false;
      snackbar.show(locationErrorMessage(answer.error));
      close();
    }
  }, [submitter.state, answer, snackbar, close]);

  // A name several places bear: the dialog stays open on them, and the first takes focus so the list is announced.
  useEffect(() => {
    if (submitter.state !== "idle" || !answer?.choice) return;
    sent.current = false;
    setChoice(answer.choice);
    setSuggestions([]);
  }, [submitter.state, answer]);
  useEffect(() => {
    if (choice && choice !== givenChoice) firstChoice.current?.focus();
  }, [choice, givenChoice]);

  const returnTo = pathname + search;

  function locateMe() {
    if (!("geolocation" in navigator)) {
      snackbar.show(GEOLOCATION_NOT_SUPPORTED);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const form = new FormData();
        form.set("coords", `${position.coords.latitude},${position.coords.longitude}`);
        form.set("intent", intent);
        form.set("returnTo", returnTo);
        form.set("js", "1");
        if (sendingOffline()) return;
        sent.current = true;
        submitter.submit(form, { method: "post", action: "/api/location" });
      },
      (error) => snackbar.show(geolocationErrorMessage(error.code)),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }

  return (
    <Overlay labelledBy={titleId} onDismiss={close} initialFocus={inputRef} layer={1500}>
      <Panel
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        <Column>
          <h2 id={titleId}>{locationDialogTitle(intent)}</h2>
          {why ? <NoDealsHereView noDeals={why} headingLevel={3} /> : null}
          {hydrated ? (
            <CloseButton type="button" aria-label="Close" onClick={close}>
              ×
            </CloseButton>
          ) : (
            <CloseButton as="a" href={closeLocationDialogHref(pathname, search)} aria-label="Close">
              ×
            </CloseButton>
          )}
          <submitter.Form
            method="post"
            action="/api/location"
            onSubmit={(event) => {
              if (sendingOffline()) event.preventDefault();
              else sent.current = true;
            }}
          >
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="returnTo" value={returnTo} />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <label htmlFor={inputId}>ZIP code or City, State</label>
            <input
              id={inputId}
              name="q"
              type="text"
              inputMode="search"
              autoComplete="postal-code"
              placeholder="33701 or Saint Petersburg, FL"
              required
              minLength={MIN_SEARCH_LENGTH}
              maxLength={100}
              value={term}
              onChange={(e) => {
                setTerm(e.target.value);
                setChoice(null);
              }}
              ref={inputRef}
            />
            <Actions>
              <button type="submit" disabled={submitter.state !== "idle"}>
                {intent === "deals" ? "Find Deals" : "Find Coupons"}
              </button>
              {hydrated ? (
                <button type="button" onClick={locateMe}>
                  Use Current
                </button>
              ) : null}
            </Actions>
            {/* Below the actions, with nothing after them: suggestions arrive half a second after typing, and a list
                that appeared between the field and its buttons pushed them down as the shopper reached for them. */}
            {notSent ? <ChoiceNote role="alert">{LOCATION_UNCHECKED}</ChoiceNote> : null}
            {choice ? (
              <ChoiceNote id={choiceId}>Several places match “{choice.name}”. Which one do you mean?</ChoiceNote>
            ) : null}
            {choice ? (
              <Suggestions aria-labelledby={choiceId}>
                {choice.places.map((place, index) => {
                  const label = locationLabel(place);
                  return (
                    <li key={label}>
                      <button type="submit" name="suggestion" value={label} ref={index === 0 ? firstChoice : undefined}>
                        {label}
                      </button>
                    </li>
                  );
                })}
              </Suggestions>
            ) : suggestions.length > 0 ? (
              <Suggestions aria-label="Suggested locations">
                {suggestions.map((place) => (
                  <li key={place.value}>
                    <button type="submit" name="suggestion" value={place.value}>
                      {place.label}
                    </button>
                  </li>
                ))}
              </Suggestions>
            ) : null}
          </submitter.Form>
        </Column>
      </Panel>
    </Overlay>
  );
}
