import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { z } from "zod";
import { parseConfig } from "./config.server";
import {
  UPSTREAM_ANSWER_MAX_BYTES,
  UpstreamError,
  getJson,
  postJson,
  upstreamUrl,
  type HttpContext,
} from "./http.server";
import { createServices } from "./index.server";
import { log } from "./log.server";

// The network door against a real local HTTP server whose answer each test chooses.

/**
 * `drop`: how many of the next requests lose their connection, read but never answered; `dropBy`: reset (RST), or
 * closed (FIN), as an upstream closing an idle kept-alive connection does. `answer`: the test writes the answer itself.
 */
type Reply = {
  status?: number;
  body?: string;
  delayMs?: number;
  drop?: number;
  dropBy?: "reset" | "close";
  answer?: (res: ServerResponse) => void;
};

let server: Server;
let base: string;
let reply: Reply = {};
let seen: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (reply.drop) {
        reply = { ...reply, drop: reply.drop - 1 };
        if (reply.dropBy === "close") req.socket.destroy();
        else req.socket.resetAndDestroy();
        return;
      }
      if (reply.answer) return reply.answer(res);
      const { status = 200, body: answer = "[]", delayMs = 0 } = reply;
      const timer = setTimeout(() => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(answer);
      }, delayMs);
      res.on("close", () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reply = {};
  seen = [];
});

function context(env: Record<string, string> = {}): HttpContext {
  return { config: parseConfig({ UPSTREAM_BASE_URL: base, ...env }), fetch };
}

const numbers = z.array(z.number());

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const request = { service: "sdcTopOffers", message: "We couldn't find any top coupon codes", schema: numbers } as const;

describe("getJson", () => {
  it("returns the validated answer", async () => {
    reply = { body: "[1,2,3]" };
    await expect(getJson(context(), { ...request, url: `${base}/x` })).resolves.toEqual([1, 2, 3]);
  });

  it.each([
    ["bearer", { authorization: "Bearer valuvo-dev-bearer" }],
    ["auth", { "x-auth-token": "valuvo-dev-auth" }],
    ["basic", { authorization: `Basic ${Buffer.from("valuvo:valuvo-dev-newsroom").toString("base64")}` }],
  ] as const)("sends the %s credential the contract names", async (credential, headers) => {
    await getJson(context(), { ...request, url: `${base}/x`, credential });
    expect(seen[0]?.headers).toMatchObject(headers);
  });

  it("sends no credential to a call that needs none", async () => {
    await getJson(context(), { ...request, url: `${base}/x` });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers["x-auth-token"]).toBeUndefined();
  });

  it.each([
    ["a 404, keeping its status", { status: 404, body: '{"error":"not found"}' }, "status", 404],
    ["a 401, keeping its status", { status: 401, body: '{"error":"unauthorized"}' }, "status", 401],
    ["a 500, keeping its status", { status: 500, body: "oops" }, "status", 500],
    ["malformed JSON as a bad gateway", { body: "{not json" }, "malformed", 502],
    ["an answer of the wrong shape as a bad gateway", { body: '{"items":[]}' }, "schema", 502],
  ] as const)("reports %s with the area's message", async (_name, answer, kind, status) => {
    reply = answer;
    const error = await failure(getJson(context(), { ...request, url: `${base}/x` }));
    expect(error).toMatchObject({ service: "sdcTopOffers", status, kind, message: request.message });
  });

  it("gives up after its timeout, logs it, and reports a gateway timeout", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    reply = { delayMs: 1000 };
    const started = Date.now();
    const error = await failure(getJson(context(), { ...request, url: `${base}/slow`, timeoutMs: 150 }));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ kind: "timeout", status: 504, message: request.message });
    expect(warn).toHaveBeenCalledWith({ service: "sdcTopOffers", timeoutMs: 150, path: "/slow" }, "upstream timed out");
    warn.mockRestore();
  });

  it("uses the configured default timeout when the call names none", async () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
    reply = { delayMs: 1000 };
    const error = await failure(getJson(context({ UPSTREAM_TIMEOUT_MS: "120" }), { ...request, url: `${base}/x` }));
    expect(error.kind).toBe("timeout");
    warn.mockRestore();
  });

  it.each(["reset", "close"] as const)(
    "sends a GET once more when its connection is lost before any answer (%s), as a kept-alive one an upstream closes while it is reused",
    async (dropBy) => {
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      reply = { body: "[7]", drop: 1, dropBy };
      await expect(getJson(context(), { ...request, url: `${base}/x` })).resolves.toEqual([7]);
      expect(seen.map((s) => s.method)).toEqual(["GET", "GET"]);
      // Logged, so connections an upstream keeps losing are seen though the pages are served.
      expect(warn).toHaveBeenCalledWith(
        { service: "sdcTopOffers", path: "/x" },
        "upstream connection lost; sent again",
      );
      warn.mockRestore();
    },
  );

  it("sends a GET at most twice: a connection lost again is a network failure", async () => {
    reply = { body: "[7]", drop: 2 };
    const error = await failure(getJson(context(), { ...request, url: `${base}/x` }));
    expect(error).toMatchObject({ kind: "network", status: 502, message: request.message });
    expect(seen).toHaveLength(2);
  });

  it("reports an unreachable host as a network failure", async () => {
    const error = await failure(getJson(context(), { ...request, url: "http://127.0.0.1:1/x" }));
    expect(error).toMatchObject({ kind: "network", status: 502, message: request.message });
  });
});

/**
 * A JSON answer of `bytes` bytes (`[0`, spaces, `]`), written as fast as the client reads it; `length` is what its
 * Content-Length claims ("none": sent chunked). `served` tells whether it was written whole, and whether the client
 * closed the connection.
 */
function generated(bytes: number, length: number | "none" = bytes) {
  const served = { whole: false, closed: false };
  const answer = (res: ServerResponse) => {
    res.on("close", () => (served.closed = true));
    res.writeHead(200, {
      "Content-Type": "application/json",
      ...(length === "none" ? {} : { "Content-Length": length }),
    });
    const piece = Buffer.alloc(64 * 1024, " ");
    let left = bytes - 3;
    res.write("[0");
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        const more = res.write(left >= piece.length ? piece : piece.subarray(0, left));
        left -= Math.min(left, piece.length);
        if (!more) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end("]", () => (served.whole = true));
    };
    pump();
  };
  return { answer, served };
}

describe("an answer's size", () => {
  const FORTY_MB = 40 * 1024 * 1024;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  /** The top offers' upstream failure, soon, and the answer's connection closed before it was all sent. */
  async function expectRefused({ answer, served }: ReturnType<typeof generated>) {
    reply = { answer };
    const started = Date.now();
    const error = await failure(getJson(context(), { ...request, url: `${base}/coupon-codes` }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ service: "sdcTopOffers", status: 502, kind: "malformed", message: request.message });
    await vi.waitFor(() => expect(served.closed).toBe(true));
    expect(served.whole).toBe(false);
  }

  it("refuses a 40 MB answer by its Content-Length, before reading it, and logs why", async () => {
    await expectRefused(generated(FORTY_MB));
    expect(warn).toHaveBeenCalledWith(
      { service: "sdcTopOffers", maxBytes: UPSTREAM_ANSWER_MAX_BYTES, path: "/coupon-codes" },
      "upstream answer over its size cap",
    );
  });

  it("stops reading a 40 MB answer sent without a length once it passes the cap", async () => {
    await expectRefused(generated(FORTY_MB, "none"));
  });

  it("ends an answer whose Content-Length understates it where the length said: the rest is never read", async () => {
    // fetch takes the 100 bytes the length names, an unfinished list, and drops the connection with the rest.
    await expectRefused(generated(FORTY_MB, 100));
  });

  it("counts the bytes as they are inflated: a small compressed answer that inflates past the cap is refused", async () => {
    const size = 8 * UPSTREAM_ANSWER_MAX_BYTES;
    const inflated = Buffer.alloc(size, " ");
    inflated.write("[0");
    inflated.write("]", size - 1);
    const compressed = gzipSync(inflated);
    expect(compressed.length).toBeLessThan(UPSTREAM_ANSWER_MAX_BYTES / 10);
    reply = {
      answer: (res) => {
        res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": compressed.length });
        res.end(compressed);
      },
    };
    const error = await failure(getJson(context(), { ...request, url: `${base}/coupon-codes` }));
    expect(error).toMatchObject({ status: 502, kind: "malformed", message: request.message });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ maxBytes: UPSTREAM_ANSWER_MAX_BYTES }),
      expect.any(String),
    );
  });

  it.each([
    ["with its length", (bytes: number) => generated(bytes)],
    ["without a length", (bytes: number) => generated(bytes, "none")],
  ])("reads an answer of exactly the cap %s, and refuses one a byte longer", async (_name, make) => {
    reply = { answer: make(UPSTREAM_ANSWER_MAX_BYTES).answer };
    await expect(getJson(context(), { ...request, url: `${base}/x` })).resolves.toEqual([0]);
    reply = { answer: make(UPSTREAM_ANSWER_MAX_BYTES + 1).answer };
    await expect(failure(getJson(context(), { ...request, url: `${base}/x` }))).resolves.toMatchObject({
      kind: "malformed",
    });
  });

  it("reads a larger answer where its call allows more", async () => {
    const maxBytes = 3 * UPSTREAM_ANSWER_MAX_BYTES;
    reply = { answer: generated(maxBytes, "none").answer };
    await expect(getJson(context(), { ...request, url: `${base}/x`, maxBytes })).resolves.toEqual([0]);
    reply = { answer: generated(maxBytes + 1).answer };
    await expect(failure(getJson(context(), { ...request, url: `${base}/x`, maxBytes }))).resolves.toMatchObject({
      kind: "malformed",
    });
  });

  it("decodes a character split between two pieces of the answer", async () => {
    const text = Buffer.from('["café"]');
    reply = {
      answer: (res) => {
        res.writeHead(200, { "Content-Type": "application/json" });
        // "é" is two bytes: the first piece ends after its first.
        res.write(text.subarray(0, 6));
        setTimeout(() => res.end(text.subarray(6)), 20);
      },
    };
    await expect(getJson(context(), { ...request, url: `${base}/x`, schema: z.array(z.string()) })).resolves.toEqual([
      "café",
    ]);
  });
});

/** `item` repeated into a JSON list (within `open` and `close`) of at most `bytes` bytes. */
function listOf(item: string, bytes: number, open = "[", close = "]"): string {
  const count = Math.floor((bytes - open.length - close.length + 1) / (item.length + 1));
  return `${open}${Array<string>(count).fill(item).join(",")}${close}`;
}

// The collector, called before a measure so that garbage left by earlier tests is not freed during it.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/**
 * How much the heap grew while `call` ran: what it still holds, and its garbage but for what a collection freed
 * meanwhile. Reading and parsing an answer costs up to ~20 times its size (a list of `[[0]]`: two arrays per 6 bytes);
 * checking it with an issue object (~400 bytes) per wrong value cost 230 times the size of a list of zeros.
 */
async function heapGrowth(call: () => Promise<unknown>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  await call();
  return process.memoryUsage().heapUsed - before;
}

/** What reading, parsing and checking an answer may cost in heap, as a multiple of its size. */
const CHECKED_ANSWER_COST = 64;

describe("an answer of the wrong shape", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const items = z.array(z.object({ id: z.number().int({ abort: true }), name: z.string(), tags: z.array(z.string()) }));
  const NEAR_THE_CAP = UPSTREAM_ANSWER_MAX_BYTES - 1024;

  // Denser in objects and lists than this, an answer is refused before it is parsed (the next describe).
  const DENSE_BUT_PARSED = 128 * 1024;

  it.each([
    ["numbers", listOf("0", NEAR_THE_CAP)],
    ["empty objects", listOf("{}", DENSE_BUT_PARSED)],
    ["objects of the wrong types", listOf('{"id":"1"}', NEAR_THE_CAP)],
    ["lists of lists", listOf("[[0]]", DENSE_BUT_PARSED)],
    ["objects whose id is no whole number", listOf('{"id":1e300,"name":"","tags":[]}', NEAR_THE_CAP)],
    ["objects whose tags are numbers", `[{"id":1,"name":"","tags":[${listOf("0", NEAR_THE_CAP - 40, "", "")}]}]`],
  ])("refuses a long list of %s as the area's failure, at a cost of a few times its size", async (_, body) => {
    reply = { body };
    let error: UpstreamError | undefined;
    const grown = await heapGrowth(async () => {
      error = await failure(getJson(context(), { ...request, url: `${base}/items`, schema: items }));
    });
    expect(error).toMatchObject({ service: "sdcTopOffers", status: 502, kind: "schema", message: request.message });
    expect(grown).toBeLessThan(CHECKED_ANSWER_COST * body.length);
    expect(warn).toHaveBeenCalledWith(
      { service: "sdcTopOffers", path: "/items", issue: "an answer too large to list" },
      "upstream answer not of its schema",
    );
  });

  it("logs where a small answer first goes wrong", async () => {
    reply = { body: '[{"id":1,"name":"a","tags":[]},{"id":2,"name":"b","tags":[3]}]' };
    await failure(getJson(context(), { ...request, url: `${base}/items?page=2`, schema: items }));
    expect(warn).toHaveBeenCalledWith(
      {
        service: "sdcTopOffers",
        path: "/items?page=2",
        issue: "1.tags.0: Invalid input: expected string, received number",
      },
      "upstream answer not of its schema",
    );
  });

  it("still reads a valid answer whole, its defaults and transforms applied", async () => {
    reply = { body: '[{"id":1,"name":"a"},{"id":2,"name":"b","tags":["x"]}]' };
    const schema = z.array(
      z
        .object({ id: z.number(), name: z.string(), tags: z.array(z.string()).default([]) })
        .transform(({ id, name, tags }) => ({ label: `${id}:${name}`, tags })),
    );
    await expect(getJson(context(), { ...request, url: `${base}/items`, schema })).resolves.toEqual([
      { label: "1:a", tags: [] },
      { label: "2:b", tags: ["x"] },
    ]);
  });

  it("refuses a schema whose check zod would repeat for every item of a wrong answer", async () => {
    reply = { body: '[""]' };
    const schema = z.array(z.string().min(1));
    await expect(getJson(context(), { ...request, url: `${base}/items`, schema })).rejects.toThrow(
      "[]: a min_length check without { abort: true }",
    );
  });

  describe("with the services' own schemas", () => {
    function services(body: string) {
      const config = parseConfig({ UPSTREAM_BASE_URL: base });
      return createServices(config, { fetch: () => Promise.resolve(new Response(body)) });
    }

    it("refuses 1 MiB of zeros as top offers", async () => {
      const body = listOf("0", NEAR_THE_CAP);
      let error: UpstreamError | undefined;
      const grown = await heapGrowth(async () => {
        error = await failure(services(body).couponCodes.getTopOffers());
      });
      expect(error).toMatchObject({ service: "sdcTopOffers", status: 502, kind: "schema" });
      expect(grown).toBeLessThan(CHECKED_ANSWER_COST * body.length);
    });

    it("refuses a page of stores that lists zeros, past the default cap", async () => {
      const body = listOf("0", 3 * UPSTREAM_ANSWER_MAX_BYTES, '{"items":[', "]}");
      let error: UpstreamError | undefined;
      const grown = await heapGrowth(async () => {
        error = await failure(services(body).coverage.getBusinessStores(1, 50_000));
      });
      expect(error).toMatchObject({ service: "couponFeed", status: 502, kind: "schema" });
      expect(grown).toBeLessThan(CHECKED_ANSWER_COST * body.length);
    });
  });
});

describe("an answer denser in objects and lists than any upstream writes", () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  /** What parsing may cost of an answer refused unparsed: its text, and a scan of it. */
  const REFUSED_UNPARSED_COST = 4;
  const COVERAGE_CAP = 20 * 1024 * 1024;

  it("is refused before it is parsed, whatever it repeats, at the coverage feed's cap too", async () => {
    const item = fc.constantFrom("{}", "[]", "[[0]]", '{"a":{}}', '{"a":[1]}', '[{"b":[]}]', '"{["');
    await fc.assert(
      fc.asyncProperty(item, fc.integer({ min: 3 * 1024 * 1024, max: COVERAGE_CAP }), async (repeated, bytes) => {
        const body = listOf(repeated, bytes);
        reply = { body };
        let error: UpstreamError | undefined;
        const grown = await heapGrowth(async () => {
          error = await failure(
            getJson(context(), { ...request, url: `${base}/coverage`, schema: z.unknown(), maxBytes: COVERAGE_CAP }),
          );
        });
        expect(error).toMatchObject({ service: "sdcTopOffers", status: 502, kind: "malformed" });
        expect(grown).toBeLessThan(REFUSED_UNPARSED_COST * body.length);
        expect(warn).toHaveBeenCalledWith(
          { service: "sdcTopOffers", path: "/coverage" },
          "upstream answer too dense to parse",
        );
      }),
      { numRuns: 6 },
    );
  });

  it("reads an answer as dense as the upstreams' densest, whatever its size", async () => {
    // A page of stores holds one object per 139 bytes; a covered city, one per 98.
    const store = JSON.stringify({ id: 1, name: "Pizza Place", slug: "pizza-place", city: "Tampa", state: "FL" });
    for (const bytes of [1024, 512 * 1024, COVERAGE_CAP]) {
      const body = listOf(store, bytes);
      reply = { body };
      const answer = await getJson(context(), {
        ...request,
        url: `${base}/x`,
        schema: z.array(z.unknown()),
        maxBytes: COVERAGE_CAP,
      });
      expect(answer).toHaveLength(Math.floor((bytes - 1) / (store.length + 1)));
    }
  });
});

describe("postJson", () => {
  it("posts the body as JSON", async () => {
    reply = { status: 204, body: "" };
    await postJson(context(), {
      service: "analytics",
      message: "m",
      url: `${base}/analytics/pageRequest`,
      body: { a: 1 },
    });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/analytics/pageRequest", body: '{"a":1}' });
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("never sends a post twice, even when its connection is lost before any answer", async () => {
    reply = { status: 204, body: "", drop: 1 };
    const error = await failure(
      postJson(context(), { service: "analytics", message: "m", url: `${base}/a`, body: {} }),
    );
    expect(error.kind).toBe("network");
    expect(seen).toHaveLength(1);
  });

  it("reports a refused post", async () => {
    reply = { status: 500, body: "" };
    const error = await failure(
      postJson(context(), { service: "analytics", message: "m", url: `${base}/a`, body: {} }),
    );
    expect(error.status).toBe(500);
  });
});

describe("upstreamUrl", () => {
  it.each([
    ["http://h/location/validate/", "33701", {}, "http://h/location/validate/33701"],
    [
      "http://h/location/search",
      "",
      { term: "saint pe", count: 10 },
      "http://h/location/search?term=saint%20pe&count=10",
    ],
    ["http://h/b/", "7", { svcOrLocId: undefined, geo: "1,2" }, "http://h/b/7?geo=1%2C2"],
  ])("joins %j, %j and %j", (baseUrl, path, query, expected) => {
    expect(upstreamUrl(baseUrl, path, query)).toBe(expected);
  });
});
