import { SwrCache } from "./cache.server";
import type { Config } from "./config.server";
import type { HttpContext } from "./http.server";

/**
 * Everything a service module needs from the outside world. Routes use the process-wide default (`getServices()`);
 * tests build their own against a catalog on a random port, with their own cache, clock and random source.
 */
export interface ServiceContext extends HttpContext {
  cache: SwrCache;
  now: () => Date;
  /** Source for the shuffles SPEC §7 asks for (leftNavArea, featured merchants). */
  random: () => number;
}

export type ServiceContextOptions = Partial<Omit<ServiceContext, "config">>;

export function createServiceContext(config: Config, options: ServiceContextOptions = {}): ServiceContext {
  return {
    config,
    // Bound lazily so a test's stubbed global fetch is still honoured.
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    cache: options.cache ?? new SwrCache({ maxBytes: config.cacheMaxBytes }),
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
  };
}
