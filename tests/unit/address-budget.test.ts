// The instances' budget per visitor address (docs/decisions/044 and its amendment): a flood of what the edge's cache
// cannot answer from one address — uncached pages, and the APIs that search or ask an upstream for each request — is
// refused past its burst and rate; every other address, and the few resource routes that say why they are cheap, go
// on. The routes are this app's own, read as server.mjs reads the build's.
import { EventEmitter } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { UNSAFE_SingleFetchRedirectSymbol } from "@remix-run/server-runtime";
import fc from "fast-check";
import { ROUTES_PARAMETER } from "../../app/framework/remix-private.mjs";
import { flatRoutesOf } from "../../app/framework/flat-routes.mjs";
import { LOCATION_SEARCH_DEBOUNCE_MS } from "../../app/components/location/OpenLocationDialog";
import { SITE_SEARCH_DEBOUNCE_MS } from "../../app/models/search-results";
import {
  ADDRESS_CONCURRENCY,
  addressBudget,
  addressBudgetFromEnv,
  INSTANCE_CONCURRENCY,
  instanceBudget,
} from "../../server/address-budget.mjs";
import { REFUSAL_PAGE_POLICY, REFUSAL_STATUSES, refusalPage } from "../../server/refusal-page.mjs";
import { budgetRoutes } from "../../server/resource-routes.mjs";
import { siteInstanceEnv } from "../../scripts/lib/site-node.mjs";

type Outcome = { status: number; passed: boolean; headers: Record<string, string>; body: string };

/** A request's answer as the middleware sees it: closed when its client has its answer, or has gone. */
function answerOf(outcome: Outcome, settle: () => void) {
  const closed = new EventEmitter();
  const res = {
    destroyed: false,
    writableEnded: false,
    once: (event: string, listener: () => void) => closed.once(event, listener),
    close() {
      res.writableEnded = true;
      closed.emit("close");
    },
    status(code: number) {
      outcome.status = code;
      return res;
    },
    set(headers: Record<string, string>) {
      Object.assign(outcome.headers, headers);
      return res;
    },
    send(body: string) {
      outcome.body = body;
      settle();
      res.close();
      return res;
    },
  };
  return res;
}

/**
 * What the budget does with one request: passes it on, or answers it (once its body is written). A request passed
 * on is answered at once, unless `held`: then it is worked on until its `close()` is called.
 */
function ask(
  budget: ReturnType<typeof addressBudget>,
  ip: string,
  url: string,
  method = "GET",
  held?: Array<ReturnType<typeof answerOf>>,
): Promise<Outcome> {
  const outcome: Outcome = { status: 200, passed: false, headers: {}, body: "" };
  let settle = () => {};
  const settled = new Promise<Outcome>((resolve) => (settle = () => resolve(outcome)));
  const res = answerOf(outcome, settle);
  held?.push(res);
  budget({ ip, url, method } as never, res as never, () => {
    outcome.passed = true;
    settle();
    if (!held) res.close();
  });
  return settled;
}

/** Once what the middleware started has settled (its refusals are written a few promises later). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

const APP = fileURLToPath(new URL("../../app", import.meta.url));

/** This app's routes as the server build holds them: pages as components, resource routes as their real modules. */
async function appBuild() {
  const manifest = flatRoutesOf(APP, ["**/.*", "**/*.test.{ts,tsx}"]);
  const routes: Record<string, { id: string; parentId?: string; path?: string; module: Record<string, unknown> }> = {
    root: { id: "root", path: "", module: { default: () => null } },
  };
  for (const route of Object.values(manifest)) {
    const file = join(APP, route.file);
    const page = /^export default\b/m.test(readFileSync(file, "utf8"));
    routes[route.id] = {
      ...route,
      module: page ? { default: () => null } : ((await import(/* @vite-ignore */ file)) as Record<string, unknown>),
    };
  }
  return { routes };
}

const build = await appBuild();
const routes = budgetRoutes(build);

/** A route's full path, as Remix matches it: its own and its parents' (`:param` one segment, `*` the rest). */
function fullPath(id: string): string {
  const parts: string[] = [];
  for (let at = build.routes[id]; at; at = at.parentId ? build.routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path);
  return `/${parts.join("/")}`;
}
/** The resource routes that cost too little to count: a new one is a decision, made here as well as in its module. */
const EXEMPT = ["routes/api.analytics.$event", "routes/api.visitor-place"];
const TOO_MANY = { error: "Too Many Requests" };

/** Remix's browser decoder of single fetch, and what the router hands the fetcher of `routeId` (or a form's post). */
const require = createRequire(import.meta.url);
const { decodeViaTurboStream } = require("@remix-run/react/dist/single-fetch.js") as {
  decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown }>;
};
async function fetcherData(body: string, routeId: string, method: string): Promise<unknown> {
  const { value } = await decodeViaTurboStream(new Response(body).body!, globalThis);
  const result = (method === "POST" ? value : (value as Record<string, unknown>)[routeId]) as { data?: unknown };
  return result.data;
}

/** A path segment as a client may write one: letters, digits and what a URL leaves unescaped. */
const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/).filter((s) => s !== "." && s !== "..");
const query = fc.option(
  fc.stringMatching(/^[A-Za-z0-9=&%._~-]{0,30}$/).map((q) => `?${q}`),
  { nil: "" },
);
const method = fc.constantFrom("GET", "HEAD", "POST");

/** A target of one of the app's resource routes, its params filled, in its own spelling or its fetchers' `.data`. */
const resourceTarget = fc
  .record({
    route: fc.constantFrom(...routes),
    fill: fc.array(segment, { minLength: 4, maxLength: 4 }),
    data: fc.boolean(),
    query,
    method,
  })
  .map(({ route, fill, data, query, method }) => {
    let i = 0;
    const path = fullPath(route.id)
      .split("/")
      .map((part) => (part === "*" || part.startsWith(":") ? fill[i++]! : part))
      .join("/");
    return { routeId: route.id as string | null, url: `${path}${data ? ".data" : ""}${query}`, data, method };
  });

/** Any other target under /api/: no route answers it cheaply (Remix renders its 404). */
const otherApiTarget = fc
  .record({ segments: fc.array(segment, { minLength: 1, maxLength: 4 }), query, method })
  .map(({ segments, query, method }) => ({
    routeId: null as string | null,
    url: `/api/${segments.join("/")}${query}`,
    data: false,
    method,
  }))
  .filter(({ url }) => !routes.some((route) => route.pattern.test(url.split("?")[0]!.replace(/\.data$/, ""))));

describe("addressBudget", () => {
  it("lets an address render its burst, then its rate, and refuses the rest privately", async () => {
    let clock = 0;
    const budget = addressBudget({ rate: 10, burst: 100, now: () => clock, routes });
    const flood = (count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => ask(budget, "198.51.100.7", `/coupon-codes?flood=${i}`)));
    expect((await flood(150)).filter((o) => o.passed)).toHaveLength(100);
    clock += 2_000;
    const later = await flood(50);
    expect(later.filter((o) => o.passed)).toHaveLength(20);
    const refused = later.filter((o) => !o.passed);
    expect(refused.every((o) => o.status === 429)).toBe(true);
    // A person gets the doors' refusal page (SPEC §2's texts), under its own policy.
    expect(refused[0]!.headers).toEqual({
      "Cache-Control": "private, no-store",
      "Retry-After": "1",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": REFUSAL_PAGE_POLICY,
    });
    expect(refused[0]!.body).toBe(refusalPage(429));
    // Another address, and the same address's cheap answers, go on.
    expect((await ask(budget, "198.51.100.8", "/coupon-codes")).passed).toBe(true);
    expect((await ask(budget, "198.51.100.7", "/api/visitor-place")).passed).toBe(true);
    expect((await ask(budget, "198.51.100.7", "/api/analytics/pageRequest", "POST")).passed).toBe(true);
  });

  it("holds the APIs the probe flooded to the same budget as the pages, and answers them in JSON", async () => {
    // One address, 700 type-ahead searches at once (each one runSearch, never stored by the edge): 121 ms medians for
    // its neighbours' visitor-place before; now the same burst as a page, then 429.
    let clock = 0;
    const budget = addressBudget({ rate: 10, burst: 100, now: () => clock, routes });
    const searches = await Promise.all(
      Array.from({ length: 700 }, (_, i) => ask(budget, "198.51.100.9", `/api/search-suggestions?term=yy${i}`)),
    );
    expect(searches.filter((o) => o.passed)).toHaveLength(100);
    const refused = searches.find((o) => !o.passed)!;
    expect(refused.status).toBe(429);
    expect(refused.headers).toEqual({
      "Cache-Control": "private, no-store",
      "Retry-After": "1",
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(JSON.parse(refused.body)).toEqual(TOO_MANY);
    for (const [url, verb] of [
      ["/api/favorites?ids=1", "GET"],
      ["/api/no-deals-here", "GET"],
      ["/api/site-offer?offer=1", "GET"],
      ["/api/location-suggestions?q=tam", "GET"],
      ["/api/coupon-offer?cpncode=1", "GET"],
      ["/api/ad-placement", "GET"],
      ["/api/location", "POST"],
      ["/search?term=yy", "GET"],
    ] as const)
      expect((await ask(budget, "198.51.100.9", url, verb)).status, `${verb} ${url}`).toBe(429);
    // The cheap ones go on for the same address, and a second later it has ten more.
    for (let i = 0; i < 50; i++) expect((await ask(budget, "198.51.100.9", "/api/visitor-place")).passed).toBe(true);
    clock += 1_000;
    expect((await ask(budget, "198.51.100.9", "/api/search-suggestions?term=later")).passed).toBe(true);
  });

  it("counts every generated API target but the exempt routes' own spelling, and refuses each as its client reads", async () => {
    expect(
      routes
        .filter((route) => route.exemption)
        .map((route) => route.id)
        .sort(),
    ).toEqual(EXEMPT);
    // An exemption is read from the path: no other route may answer a path an exempt route's pattern takes (a static
    // `/api/analytics/summary` would be Remix's choice over `/api/analytics/:event`, and escape the budget).
    for (const exempt of routes.filter((route) => route.exemption))
      for (const id of Object.keys(build.routes).filter((id) => id !== exempt.id && id !== "root"))
        expect(exempt.pattern.test(fullPath(id)), `${id} under ${exempt.id}`).toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.oneof(resourceTarget, otherApiTarget), async ({ routeId, url, data, method }) => {
        const budget = addressBudget({ rate: 1, burst: 1, now: () => 0, routes });
        expect((await ask(budget, "203.0.113.1", url, method)).passed).toBe(true);
        const second = await ask(budget, "203.0.113.1", url, method);
        const exempt = routeId !== null && EXEMPT.includes(routeId) && !data;
        expect(second.passed, `${method} ${url}`).toBe(exempt);
        if (exempt) return;
        expect(second.status).toBe(429);
        expect(second.headers["Cache-Control"]).toBe("private, no-store");
        expect(second.headers["Retry-After"]).toBe("1");
        if (routeId !== null && data) {
          // A fetcher's request: the route's data is the API's error, never a body its decoder throws on.
          expect(second.headers["Content-Type"]).toBe("text/x-script");
          expect(await fetcherData(second.body, routeId, method)).toEqual(TOO_MANY);
        } else if (url.startsWith("/api/")) {
          expect(second.headers["Content-Type"]).toBe("application/json; charset=utf-8");
          expect(JSON.parse(second.body)).toEqual(TOO_MANY);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("sends a page's refused data request to the page as a document, and a page's refused post to its error boundary", async () => {
    const pages = Object.keys(build.routes).filter(
      (id) => id !== "root" && !routes.some((route) => route.id === id) && build.routes[id]!.path !== undefined,
    );
    const parameter = fc
      .tuple(fc.stringMatching(/^[a-z][a-z_]{0,6}$/), fc.stringMatching(/^[A-Za-z0-9%+._-]{0,8}$/))
      .filter(([name]) => name !== ROUTES_PARAMETER)
      .map(([name, value]) => `${name}=${value}`);
    const pageData = fc.record({
      page: fc.constantFrom(...pages),
      fill: fc.array(segment, { minLength: 4, maxLength: 4 }),
      parameters: fc.array(parameter, { maxLength: 4 }),
      routesAt: fc.option(fc.nat(), { nil: null }),
      method,
    });
    const { decodeViaTurboStream: decode } = require("@remix-run/react/dist/single-fetch.js") as {
      decodeViaTurboStream: (body: ReadableStream<Uint8Array>, global: object) => Promise<{ value: unknown }>;
    };
    await fc.assert(
      fc.asyncProperty(
        pageData,
        fc.constantFrom(429, 503),
        async ({ page, fill, parameters, routesAt, method }, status) => {
          let i = 0;
          const path = fullPath(page)
            .split("/")
            .map((part) => (part === "*" || part.startsWith(":") ? fill[i++]! : part))
            .join("/");
          const sent = [...parameters];
          if (routesAt !== null)
            sent.splice(routesAt % (sent.length + 1), 0, `${ROUTES_PARAMETER}=root%2Croutes%2F_site`);
          const url = `${path === "/" ? "/_root" : path}.data${sent.length ? `?${sent.join("&")}` : ""}`;
          const budget =
            status === 429
              ? addressBudget({ rate: 1, burst: 1, now: () => 0, routes })
              : instanceBudget({ routes, concurrency: { active: 0, waiting: 0 } });
          if (status === 429) await ask(budget, "203.0.113.2", url, method);
          const refused = await ask(budget, "203.0.113.2", url, method);
          expect(refused.status, `${method} ${url}`).toBe(status);
          expect(refused.headers).toMatchObject({
            "Content-Type": "text/x-script",
            "Cache-Control": "private, no-store",
          });
          const { value } = await decode(new Response(refused.body).body!, globalThis);
          const answer = value as Record<string | symbol, unknown>;
          if (method === "POST") {
            expect(answer.error).toMatchObject({ status, data: { error: REFUSAL_STATUSES[status] } });
            return;
          }
          const href = `${path}${parameters.length ? `?${parameters.join("&")}` : ""}`;
          expect(answer[UNSAFE_SingleFetchRedirectSymbol]).toMatchObject({ redirect: href, reload: true });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never refuses a shopper typing in both boxes at any pace, while browsing a page a second", async () => {
    // The boxes ask once the typing pauses (a debounce after the last key), so never faster than once a debounce;
    // the deploy's budget (scripts/lib/site-node.mjs) at one instance, the whole of the shopper's traffic on it.
    const rate = Number(siteInstanceEnv({}, { port: 1, upstream: "", publicUrl: "" }).SITE_ADDRESS_RENDERS_PER_S);
    // `size: "max"`: hundreds of keys and views, long enough to spend the burst a short session never reaches.
    const keys = fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 400, size: "max" });
    await fc.assert(
      fc.asyncProperty(
        keys,
        keys,
        fc.array(fc.integer({ min: 1_000, max: 5_000 }), { maxLength: 300, size: "max" }),
        async (a, b, views) => {
          const asks: Array<[number, string]> = [];
          const typing = (gaps: number[], debounce: number, url: string) => {
            let at = 0;
            gaps.forEach((gap, i) => {
              at += gap;
              const next = gaps[i + 1];
              if (next === undefined || next >= debounce) asks.push([at + debounce, `${url}${i}`]);
            });
          };
          typing(
            a,
            SITE_SEARCH_DEBOUNCE_MS,
            "/api/search-suggestions.data?_routes=routes%2Fapi.search-suggestions&term=",
          );
          typing(b, LOCATION_SEARCH_DEBOUNCE_MS, "/api/location-suggestions?q=");
          let at = 0;
          for (const gap of views) {
            at += gap;
            asks.push([at, `/local/tampa-fl.data?page=${at}`], [at, "/api/visitor-place"]);
          }
          asks.sort((x, y) => x[0] - y[0]);
          let clock = 0;
          const budget = addressBudget({ rate, burst: rate * 10, now: () => clock, routes });
          for (const [time, url] of asks) {
            clock = time;
            expect((await ask(budget, "198.51.100.20", url)).passed, `${url} at ${time} ms`).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("works on a few of one address's requests at once, queues a few more in order, and refuses the rest", async () => {
    const { active, waiting } = ADDRESS_CONCURRENCY;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 80 }),
        fc.array(fc.boolean(), { maxLength: 80 }),
        async (sent, gone) => {
          const budget = addressBudget({ rate: 1_000, burst: 1_000, now: () => 0, routes });
          const held: Array<ReturnType<typeof answerOf>> = [];
          const outcomes = Array.from({ length: sent }, (_, i) => {
            const outcome = ask(budget, "198.51.100.30", `/local/tampa-fl?page=${i}`, "GET", held);
            return { outcome, settledAs: null as Outcome | null };
          });
          for (const entry of outcomes) void entry.outcome.then((o) => (entry.settledAs = o));
          await turn();
          const worked = () => outcomes.filter((e) => e.settledAs?.passed).length;
          const refused = outcomes.filter((e) => e.settledAs?.status === 429).length;
          expect(worked()).toBe(Math.min(sent, active));
          expect(refused).toBe(Math.max(0, sent - active - waiting));
          // Another address is worked on meanwhile.
          expect((await ask(budget, "198.51.100.31", "/local/tampa-fl")).passed).toBe(true);
          // As each finishes, a waiting one starts (one whose client has left is passed over), never more than `active`.
          const queued = held.slice(active, active + waiting);
          queued.forEach((res, i) => (res.destroyed = gone[i] ?? false));
          for (let i = 0; i < held.length; i++)
            if (held[i]!.destroyed === false && outcomes[i]!.settledAs?.passed) held[i]!.close();
          await turn();
          let rounds = 0;
          while (rounds++ < 100) {
            const open = held.filter((res, i) => outcomes[i]!.settledAs?.passed && !res.writableEnded);
            if (open.length === 0) break;
            expect(open.length).toBeLessThanOrEqual(active);
            for (const res of open) res.close();
            await turn();
          }
          const stayed = queued.filter((res) => !res.destroyed).length;
          expect(worked()).toBe(Math.min(sent, active) + stayed);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("works on a few requests of every address together at once, queues a few more, and refuses the rest with 503", async () => {
    const { active, waiting } = INSTANCE_CONCURRENCY;
    await fc.assert(
      fc.asyncProperty(
        // A flood spread over addresses, each within its own share: how many addresses, each sending how many.
        // fast-check sizes arrays small unless told: `size: "max"` reaches floods past what the instance holds.
        fc.array(fc.integer({ min: 1, max: ADDRESS_CONCURRENCY.active }), {
          minLength: 1,
          maxLength: 120,
          size: "max",
        }),
        async (perAddress) => {
          const address = addressBudget({ rate: 1_000, burst: 1_000, now: () => 0, routes });
          const instance = instanceBudget({ routes });
          const both: ReturnType<typeof addressBudget> = (req, res, next) =>
            address(req, res, () => instance(req, res, next));
          const held: Array<ReturnType<typeof answerOf>> = [];
          const settled: Array<Outcome | null> = [];
          perAddress.forEach((count, a) => {
            for (let i = 0; i < count; i++) {
              const index = settled.push(null) - 1;
              void ask(both, `198.18.${a >> 8}.${a & 255}`, `/local/tampa-fl?page=${i}`, "GET", held).then(
                (outcome) => (settled[index] = outcome),
              );
            }
          });
          await turn();
          const sent = settled.length;
          const worked = () => settled.filter((o) => o?.passed).length;
          const refused = settled.filter((o) => o?.status === 503);
          expect(worked()).toBe(Math.min(sent, active));
          expect(refused).toHaveLength(Math.max(0, sent - active - waiting));
          for (const outcome of refused) {
            expect(outcome!.headers).toMatchObject({
              "Retry-After": "1",
              "Cache-Control": "private, no-store",
              "Content-Security-Policy": REFUSAL_PAGE_POLICY,
            });
            expect(outcome!.body).toBe(refusalPage(503));
          }
          // The cheap routes are never held behind them (the place API reads a cookie).
          expect((await ask(both, "198.18.255.1", "/api/visitor-place")).passed).toBe(true);
          // As each finishes, a waiting one starts, never more than `active` at once, until all queued are worked on.
          let rounds = 0;
          while (rounds++ < 200) {
            const open = held.filter((res, i) => settled[i]?.passed && !res.writableEnded);
            if (open.length === 0) break;
            expect(open.length).toBeLessThanOrEqual(active);
            for (const res of open) res.close();
            await turn();
          }
          expect(worked()).toBe(Math.min(sent, active + waiting));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("forgets idle addresses instead of growing without end", async () => {
    let clock = 0;
    const budget = addressBudget({ rate: 10, burst: 2, maxAddresses: 3, now: () => clock });
    for (let i = 0; i < 10; i++) expect((await ask(budget, `203.0.113.${i}`, "/deals")).passed).toBe(true);
    clock += 1_000;
    expect((await ask(budget, "203.0.113.0", "/deals")).passed).toBe(true);
  });

  it("is off unless the environment asks for it", () => {
    expect(addressBudgetFromEnv({})).toBeNull();
    expect(addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "0" })).toBeNull();
    expect(addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "10" })).toBeTypeOf("function");
    expect(() => addressBudgetFromEnv({ SITE_ADDRESS_RENDERS_PER_S: "ten" })).toThrow(/SITE_ADDRESS_RENDERS_PER_S/);
  });
});
