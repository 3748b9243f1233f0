import { useMatches } from "@remix-run/react";
import { utcDay } from "~/models/coupon-freshness";

/**
 * The server's calendar day from the shell's data (decision 031), so a date counted from it reads the same in the
 * HTML a shared cache keeps and in the page the browser hydrates; the browser's own day only where no shell loaded.
 */
export function useToday(): string {
  for (const match of useMatches()) {
    const data = match.data as { today?: unknown } | null | undefined;
    if (data && typeof data === "object" && typeof data.today === "string") return data.today;
  }
  return utcDay(new Date());
}
