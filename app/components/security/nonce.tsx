import { createContext, useContext, type ReactNode } from "react";

/**
 * The response's CSP nonce, for the elements React renders that must carry it (Remix's scripts, the styled-components
 * meta). Only the server provides one: browsers hide nonce attributes from the DOM once the document has a CSP, so
 * the client's empty value matches what hydration reads.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
