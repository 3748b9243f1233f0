import { createContext, useContext, type ReactNode } from "react";

/**
 * The render's inline mark (app/http/content-security-policy.server.ts) for the inline elements React renders
 * (Remix's scripts, the global style), given to them as their `nonce` attribute. The server hashes the marked
 * elements into the page's Content-Security-Policy and removes the mark; the browser never sees one, so the client
 * renders none and hydration finds none.
 */
const InlineMarkContext = createContext<string | undefined>(undefined);

export function InlineMarkProvider({ mark, children }: { mark: string; children: ReactNode }) {
  return <InlineMarkContext.Provider value={mark}>{children}</InlineMarkContext.Provider>;
}

export function useInlineMark(): string | undefined {
  return useContext(InlineMarkContext);
}
