// Route discovery handed to Remix as its canonical batch (server/manifest-batch.mjs) answers the very routes Remix
// answers for the batch as sent: Remix's own handler of the production build is asked both, for generated batches of
// the segments its matcher could read differently (route literals in any case and encoding, slugs, empty segments,
// `?`, `#`, escapes that do and do not decode). No server: the build's request handler is called directly.
import { join } from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  MAX_MANIFEST_MATCHED_PREFIXES,
  canonicalManifestTarget,
  prefixesOf,
  routeLiterals,
} from "../../server/manifest-batch.mjs";

let build: ServerBuild;
let handler: ReturnType<typeof createRequestHandler>;
let shape: ReturnType<typeof routeLiterals>;
let literals: string[] = [];

beforeAll(async () => {
  // Remix warns of each path it cannot decode; the generated batches are full of them.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  build = (await import(join(process.cwd(), "build/index.js"))) as ServerBuild;
  handler = createRequestHandler(build, "production");
  shape = routeLiterals(build);
  literals = [
    ...new Set(
      Object.values(build.routes).flatMap((route) =>
        (route.path ?? "").split("/").filter((s) => s !== "" && s !== "*" && !s.startsWith(":")),
      ),
    ),
  ];
});

/** Remix's answer to a discovery target: its status and the route ids it names. */
async function routesAnswered(target: string) {
  const answer = await handler(new Request(`http://localhost${target}`));
  const body = answer.status === 200 ? ((await answer.json()) as Record<string, unknown>) : {};
  return { status: answer.status, routes: Object.keys(body).sort() };
}

const encodeAll = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");

describe("route discovery's canonical batch", () => {
  it("answers the routes Remix answers for the batch as sent, for generated batches", async () => {
    const literal = fc.integer({ min: 0, max: 10_000 }).map((i) => literals[i % literals.length]!);
    const segment = fc.oneof(
      { weight: 4, arbitrary: literal },
      { weight: 1, arbitrary: literal.map((l) => l.toUpperCase()) },
      { weight: 1, arbitrary: literal.map(encodeAll) },
      { weight: 1, arbitrary: literal.map((l) => `${l}?x`) },
      { weight: 1, arbitrary: literal.map((l) => `${l}#x`) },
      { weight: 2, arbitrary: fc.constantFrom("tampa-fl", "x", "_", "__", "1", "-", "~", "é", "%C3%A9", "%2F", "%25") },
      { weight: 1, arbitrary: fc.constantFrom("", ".", "..", "?", "#", "%", "%ZZ", "%2", "_root.data", ".data") },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.boolean())
      .map(([segments, slash]) => `${slash ? "/" : ""}${segments.join("/")}`);
    const batch = fc.tuple(fc.array(path, { minLength: 1, maxLength: 12 }), fc.boolean(), fc.boolean());
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(batch, async ([paths, realVersion, fragment]) => {
        const query = new URLSearchParams(paths.map((p) => ["p", p]));
        query.set("version", realVersion ? build.assets.version : "0");
        const target = `/__manifest?${query}${fragment ? "#p=%2Flocal" : ""}`;
        const canonical = canonicalManifestTarget(target, shape);
        if (canonical === null) return;
        expect(await routesAnswered(canonical), `${target} as ${canonical}`).toEqual(await routesAnswered(target));
        compared++;
      }),
      { seed: 440_046, numRuns: 400 },
    );
    expect(compared).toBeGreaterThan(300);
  });

  it("leaves at most a bounded number of prefixes to match, however many paths a page's links have", () => {
    const batch = (paths: string[]) =>
      `/__manifest?${paths.map((p) => `p=${encodeURIComponent(p)}`).join("&")}&version=v`;
    // A city directory's 151 links and 256 one-segment paths are one path each to match.
    const cities = canonicalManifestTarget(batch(Array.from({ length: 151 }, (_, i) => `/local/city-${i}-fl`)), shape);
    expect(cities).toBe("/__manifest?p=%2Flocal%2F_&version=v");
    const oneSegment = canonicalManifestTarget(
      batch(Array.from({ length: 256 }, (_, i) => `/${i.toString(36)}`)),
      shape,
    );
    expect(oneSegment).toBe("/__manifest?p=%2F_&version=v");
    // Paths of the routes' own literals are what is left to tell apart: past the bound, refused.
    const pairs = literals.flatMap((a) => literals.map((b) => `/${a}/${b}`));
    for (let count = 1; count < 200; count += 7) {
      const target = canonicalManifestTarget(batch(pairs.slice(0, count)), shape);
      const prefixes = prefixesOf(pairs.slice(0, count)).size;
      if (prefixes <= MAX_MANIFEST_MATCHED_PREFIXES) expect(target, `${count} pairs`).not.toBeNull();
      else expect(target, `${count} pairs`).toBeNull();
    }
  });
});
