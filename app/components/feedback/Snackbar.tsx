import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import styled from "styled-components";
import { theme } from "~/styles/theme";

const Bar = styled.div.withConfig({ componentId: "Snackbar-Bar", displayName: "Snackbar" })`
  position: fixed;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  z-index: 2000;
  display: flex;
  gap: 16px;
  align-items: center;
  max-width: min(560px, calc(100vw - 32px));
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

export function SnackbarProvider({ initialMessage, children }: { initialMessage?: string | null; children: ReactNode }) {
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

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite">
        {message ? (
          <Bar>
            <span>{message}</span>
            <button type="button" onClick={() => setMessage(null)}>
              Close
            </button>
          </Bar>
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}
