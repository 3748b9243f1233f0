import { matchVanityRedirect } from "./vanity-redirects";

/**
 * Where a request must be sent before any route answers it (SPEC §2, DESIGN §3): a vanity path to its fixed target
 * (nothing of the request is carried over), and a path with a trailing slash to the same path without it, query
 * kept (routes are strict). Never a protocol-relative target: `//host/` is left to the router, a 404.
 */
export function redirectForPath(pathname: string, search = ""): string | null {
  const vanity = matchVanityRedirect(pathname);
  if (vanity) return vanity;
  if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("//")) {
    const trimmed = pathname.replace(/\/+$/, "");
    return `${trimmed === "" ? "/" : trimmed}${search}`;
  }
  return null;
}
