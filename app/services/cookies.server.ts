import { parse, serialize } from "cookie";

/**
 * The plumbing the cookie modules share (the location, the one-time notice, the privacy opt-out): reading one
 * cookie without ever throwing, and the attributes of a cookie that holds the visitor's own state.
 */

/** One cookie's value, or undefined when it is absent or the header is malformed in any way (never throws). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  try {
    return parse(header)[name];
  } catch {
    return undefined;
  }
}

/** Whether the visitor reached us over HTTPS (directly, or through a proxy that says so). */
function isSecure(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}

/**
 * `Set-Cookie` for the visitor's state: Lax, site-wide, HttpOnly (only the server reads it; pages get it from
 * loader data), Secure on HTTPS. A `maxAge` of 0 clears it. `readableByScript` leaves HttpOnly off, for a flag the
 * browser must act on in pages a shared cache serves to everyone (the privacy opt-out).
 */
export function stateSetCookie(
  request: Request,
  name: string,
  value: string,
  maxAge: number,
  { readableByScript = false }: { readableByScript?: boolean } = {},
): string {
  return serialize(name, value, {
    maxAge,
    sameSite: "lax",
    path: "/",
    httpOnly: !readableByScript,
    secure: isSecure(request),
  });
}
