import { VERIFICATION_GLOBAL } from "~/models/verification";

/**
 * The human-verification script (SPEC §7), loaded on demand: never with the page, only when an entry form is first
 * focused or sent, and once per page life. It defines `window.valuvoVerify.token()`; a form puts that token into its
 * hidden field before it is sent. When the script cannot be had, the entry goes without a token, exactly as it does
 * without JavaScript, and the action refuses it, asking the visitor to let the check run (docs/decisions/020).
 * A token is good for one check (issue 35), so once a form has taken one the script is forgotten: the next post
 * (a second entry, a retry after an error) loads it again for a fresh token, as a real provider's reset does.
 */

type VerifyApi = { token: () => Promise<string> };

/** How long a visitor waits for the script and its token before the entry is sent without one. */
export const VERIFICATION_WAIT_MS = 5000;

const loads = new Map<string, Promise<VerifyApi | null>>();
const elements = new Map<string, HTMLScriptElement>();

function installed(): VerifyApi | null {
  const candidate = (window as unknown as Record<string, unknown>)[VERIFICATION_GLOBAL];
  if (typeof candidate !== "object" || candidate === null) return null;
  const token = (candidate as { token?: unknown }).token;
  return typeof token === "function"
    ? { token: () => Promise.resolve((token as () => unknown).call(candidate)).then(String) }
    : null;
}

/** Starts loading the script (once per URL); resolves to its API, or null when it failed to load. */
export function loadVerificationScript(src: string): Promise<VerifyApi | null> {
  const existing = loads.get(src);
  if (existing) return existing;
  const loading = new Promise<VerifyApi | null>((resolve) => {
    const ready = installed();
    if (ready) return resolve(ready);
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve(installed());
    script.onerror = () => {
      // A later attempt may succeed (a network blip): forget this one.
      forget(src);
      resolve(null);
    };
    elements.set(src, script);
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

/** Drops the loaded script and its API, so the next token comes from a new load of it. */
function forget(src: string): void {
  loads.delete(src);
  elements.get(src)?.remove();
  elements.delete(src);
  delete (window as unknown as Record<string, unknown>)[VERIFICATION_GLOBAL];
}

/** A token from the script, or "" when it could not be had within `waitMs`; each token is handed out once. */
export async function verificationToken(src: string, waitMs = VERIFICATION_WAIT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const api = await Promise.race([loadVerificationScript(src), timeout]);
    if (!api) return "";
    const token = await Promise.race([api.token(), timeout]);
    if (typeof token !== "string") return "";
    forget(src);
    return token;
  } catch {
    return "";
  } finally {
    clearTimeout(timer);
  }
}
