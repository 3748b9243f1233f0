import { useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { closeLocationDialogHref, readOverlayState, type LocationIntent } from "~/models/url-state";

type DialogApi = {
  /** The open dialog's intent, or null when closed. */
  intent: LocationIntent | null;
  open: (intent: LocationIntent) => void;
  close: () => void;
};

const LocationDialogContext = createContext<DialogApi>({ intent: null, open: () => {}, close: () => {} });

export function useLocationDialog() {
  return useContext(LocationDialogContext);
}

/**
 * The location dialog's state (SPEC §3 "location-search dialog flag"), owned here alone. Without JavaScript it lives
 * in the URL (`?location=coupons|deals`, rendered open by the server); with JavaScript links open it in place, and
 * that opening belongs to the page it was made on: it is kept with the history entry's key, so every navigation —
 * the redirect after a place is chosen (Enter, a suggestion, Find Coupons, Use Current), a link, Back — ends it
 * without any dialog having to remember to close itself (issue 25: it stayed open over the new page).
 */
export function LocationDialogProvider({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const fromUrl = readOverlayState(searchParams).locationIntent;
  const [opened, setOpened] = useState<{ intent: LocationIntent; key: string } | null>(null);
  const intent = opened && opened.key === key ? opened.intent : fromUrl;

  // Transitions: a tap can come while parts of the page still wait for their code with the server's HTML in place
  // (React hydrates them when it arrives). An urgent update reaching them then would make React discard that HTML
  // and log its error #421; in a transition React finishes hydrating them first.
  const open = useCallback((next: LocationIntent) => startTransition(() => setOpened({ intent: next, key })), [key]);
  const close = useCallback(() => {
    startTransition(() => setOpened(null));
    if (fromUrl) {
      navigate(closeLocationDialogHref(pathname, search), { replace: true, preventScrollReset: true });
    }
  }, [fromUrl, navigate, pathname, search]);

  const api = useMemo(() => ({ intent, open, close }), [intent, open, close]);
  return <LocationDialogContext.Provider value={api}>{children}</LocationDialogContext.Provider>;
}
