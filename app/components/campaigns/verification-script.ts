import { VERIFICATION_GLOBAL } from "~/models/verification";

/**
 * The human-verification script (SPEC §7), loaded on demand: never with the page, only when an entry form is first
 * focused or sent, and once per page life. It defines `window.valuvoVerify.token()`; a form puts that token into its
 * hidden field before it is sent. When the script cannot be had, the entry goes without a token, exactly as it does
 * without JavaScript, and the action refuses it, asking the visitor to let the check run (docs/decisions/020).
 */

type VerifyApi = { token: () => Promise<string> };

/** How long a visitor waits for the script and its token before the entry is sent without one. */
export const VERIFICATION_WAIT_MS = 5000;

const loads = new Map<string, Promise<VerifyApi | null>>();

function installed(): VerifyApi | null {
  const candidate = (window as unknown as Record<string, unknown>)[VERIFICATION_GLOBAL];
  if (typeof candidate !== "object" || candidate === null) return null;
  const token = (candidate as { token?: unknown }).token;
  return typeof token === "function" ? { token: () => Promise.resolve((token as () => unknown).call(candidate)).then(String) } : null;
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
      loads.delete(src);
      script.remove();
      resolve(null);
    };
    document.head.appendChild(script);
  });
  loads.set(src, loading);
  return loading;
}

/** A token from the script, or "" when it could not be had within `waitMs`. */
export async function verificationToken(src: string, waitMs = VERIFICATION_WAIT_MS): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    const api = await Promise.race([loadVerificationScript(src), timeout]);
    if (!api) return "";
    const token = await Promise.race([api.token(), timeout]);
    return typeof token === "string" ? token : "";
  } catch {
    return "";
  } finally {
    clearTimeout(timer);
  }
}
