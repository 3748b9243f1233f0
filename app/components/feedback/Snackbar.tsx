import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { subscribeTopDialog, topDialog } from "~/components/dialog/top-dialog";
import styled from "styled-components";
import { theme } from "~/styles/theme";

const Bar = styled.div.withConfig({ componentId: "Snackbar-Bar", displayName: "Snackbar" })`
  position: fixed;
  /* Centred by its own width: with left: 50% and a transform its line could only take half the viewport, so on a
     phone the message wrapped one or two words a line (issue 25). */
  left: 0;
  right: 0;
  bottom: 24px;
  margin: 0 auto;
  width: fit-content;
  z-index: 2000;
  display: flex;
  gap: 16px;
  align-items: center;
  justify-content: space-between;
  box-sizing: border-box;
  max-width: min(560px, calc(100vw - 32px));
  span {
    flex: 1 1 auto;
    min-width: 0;
  }
  button {
    flex: none;
  }
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.radius}px;
  background: #1d2430;
  color: #fff;
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.3);
  button {
    min-height: 36px;
    padding: 0 12px;
    border: 1px solid #fff;
    border-radius: 4px;
    background: transparent;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
`;

type SnackbarApi = { show: (message: string) => void };

const SnackbarContext = createContext<SnackbarApi>({ show: () => {} });

/** SPEC §8: messages shown in a snackbar for 5000 ms, with a Close button. */
export function useSnackbar() {
  return useContext(SnackbarContext);
}

export function SnackbarProvider({
  initialMessage,
  children,
}: {
  initialMessage?: string | null;
  children: ReactNode;
}) {
  const [message, setMessage] = useState<string | null>(initialMessage ?? null);
  // Each show() restarts the timer even for the same text.
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => setMessage(initialMessage ?? null), [initialMessage]);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), theme.snackbarMs);
    return () => clearTimeout(timer);
  }, [message, shownAt]);

  const show = useCallback((text: string) => {
    setMessage(text);
    setShownAt(Date.now());
  }, []);
  const api = useMemo(() => ({ show }), [show]);
  // Inside the newest open modal dialog while there is one (everything outside it is inert and under it).
  const host = useSyncExternalStore(subscribeTopDialog, topDialog, () => null);

  const bar = message ? (
    <Bar>
      <span>{message}</span>
      <button type="button" onClick={() => setMessage(null)}>
        Close
      </button>
    </Bar>
  ) : null;
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* One live region: the page's, or while a modal dialog is open one inside it, there only with a message. */}
      {host ? (
        bar ? (
          createPortal(
            <div role="status" aria-live="polite">
              {bar}
            </div>,
            host,
          )
        ) : null
      ) : (
        <div role="status" aria-live="polite">
          {bar}
        </div>
      )}
    </SnackbarContext.Provider>
  );
}
