import { LRUCache } from "lru-cache";
import { getConfig } from "~/services/config.server";

/**
 * The analytics relay's limit per network address (issue 35: 600 forged `clickPrintOffer` beacons were accepted in
 * 24 s, inflating the print counts advertisers are shown). The edge limits beacons too; this holds on an instance
 * reached any other way. Each address gets `perMinute` beacons in a one-minute window that starts with its first;
 * the counters live in a least-recently-used table of bounded size, so a flood from many addresses costs a fixed
 * amount of memory and only forgets the quietest addresses.
 */

export const BEACON_WINDOW_MS = 60_000;
/** Addresses remembered at once: far more than one instance sees in a minute, a few MB at most. */
export const BEACON_ADDRESSES_MAX = 50_000;

type Window = { start: number; count: number };

export type BeaconLimit = {
  /** Counts one beacon from `address`: true when it is within the limit, false when it must be refused. */
  take(address: string): boolean;
  /** Seconds until `address` may send again (for `Retry-After`). */
  retryAfterSeconds(address: string): number;
};

export function createBeaconLimit({
  perMinute,
  maxAddresses = BEACON_ADDRESSES_MAX,
  now = Date.now,
}: {
  perMinute: number;
  maxAddresses?: number;
  now?: () => number;
}): BeaconLimit {
  const windows = new LRUCache<string, Window>({ max: maxAddresses });
  return {
    take(address) {
      const at = now();
      const current = windows.get(address);
      if (current === undefined || at - current.start >= BEACON_WINDOW_MS) {
        windows.set(address, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= perMinute;
    },
    retryAfterSeconds(address) {
      const current = windows.peek(address);
      if (current === undefined) return 0;
      return Math.max(1, Math.ceil((current.start + BEACON_WINDOW_MS - now()) / 1000));
    },
  };
}

let processLimit: BeaconLimit | undefined;

/** The relay's limit for this process, from `ANALYTICS_BEACONS_PER_MINUTE` (an instance is one process). */
export function beaconLimit(): BeaconLimit {
  processLimit ??= createBeaconLimit({ perMinute: getConfig().beaconsPerMinute });
  return processLimit;
}
