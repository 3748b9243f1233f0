import { serialize } from "cookie";
import { LOCATION_UNCHECKED, NO_MATCHING_LOCATION } from "~/models/location-messages";
import { readCookie } from "./cookies.server";

/**
 * A one-time message for the next page, for the no-JavaScript path (a form post that redirects). Values come from
 * this fixed table only: the cookie never carries text from the request.
 */
export const NOTICES = {
  "no-match": NO_MATCHING_LOCATION,
  unchecked: LOCATION_UNCHECKED,
} as const;

export type NoticeKey = keyof typeof NOTICES;

const NAME = "vp_notice";

export function noticeSetCookie(key: NoticeKey): string {
  return serialize(NAME, key, { maxAge: 60, sameSite: "lax", path: "/", httpOnly: true });
}

/** The pending notice's text (if any) and the header that clears it. */
export function takeNotice(request: Request): { message: string; clear: string } | null {
  const key = readCookie(request, NAME);
  if (key === undefined) return null;
  const clear = serialize(NAME, "", { maxAge: 0, path: "/" });
  const message = Object.hasOwn(NOTICES, key) ? NOTICES[key as NoticeKey] : null;
  return message ? { message, clear } : { message: "", clear };
}
