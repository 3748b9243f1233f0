import express from "express";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { createLogger, logLevel } from "../../server/logger.mjs";
import { requestIdOf, requestLog } from "../../server/request-log.mjs";
import { parseConfig } from "~/services/config.server";
import { getJson } from "~/services/http.server";
import { log } from "~/services/log.server";

// What the site's logger writes, read back from a stream: requests and upstream failures that carry every secret
// the site handles, and none of it in the output.

const SECRETS = {
  bearer: "bearer-secret-4b1d",
  auth: "auth-token-secret-77c2",
  newsroomPassword: "newsroom-password-secret-9e0a",
  visitorAuthorization: "Basic dmlzaXRvcjpzZWNyZXQtNWYzMQ==",
  visitorCookie: "cookie-secret-1a2b",
  setCookie: "set-cookie-secret-3c4d",
  proxyAuthorization: "proxy-secret-8f8f",
};

function captured() {
  const lines: string[] = [];
  const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  return { logger, lines, text: () => lines.join("") };
}

function expectNoSecret(text: string) {
  for (const [name, secret] of Object.entries(SECRETS)) expect(text, name).not.toContain(secret);
  // The newsroom credential travels base64-encoded in a Basic header: neither form may appear.
  expect(text).not.toContain(Buffer.from(`valuvo:${SECRETS.newsroomPassword}`).toString("base64"));
}

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const visitorHeaders = {
  Authorization: SECRETS.visitorAuthorization,
  "Proxy-Authorization": SECRETS.proxyAuthorization,
  Cookie: `vp_local_geo=${SECRETS.visitorCookie}; other=${SECRETS.visitorCookie}`,
  "X-Auth-Token": SECRETS.auth,
};

describe("the site's log", () => {
  it("writes a finished request's line without its cookies, auth headers or the cookie it sets", async () => {
    const { logger, lines, text } = captured();
    const app = express();
    app.use(requestLog({ trustProxy: false, logRequests: true, logger }));
    app.get("/local/somewhere", (_req, res) => {
      res.setHeader("Set-Cookie", `vp_local_geo=${SECRETS.setCookie}; Path=/`);
      res.send("ok");
    });
    const base = await listen(createServer(app));

    expect((await fetch(`${base}/local/somewhere?page=2`, { headers: visitorHeaders })).status).toBe(200);

    await vi.waitFor(() => expect(lines).toHaveLength(1));
    const line = JSON.parse(lines[0]!) as {
      req: { method: string; url: string; id: string };
      res: { statusCode: number };
    };
    expect(line.req).toMatchObject({ method: "GET", url: "/local/somewhere?page=2" });
    expect(line.req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.res.statusCode).toBe(200);
    expect(text()).toContain("[redacted]");
    expectNoSecret(text());
  });

  it("writes no request line unless LOG_REQUESTS asks for it, and still gives the request an id", async () => {
    const { logger, lines } = captured();
    const app = express();
    app.use(requestLog({ trustProxy: false, logRequests: false, logger }));
    app.get("/", (req, res) => {
      res.send(String((req as IncomingMessage & { id?: unknown }).id));
    });
    const base = await listen(createServer(app));
    expect(await (await fetch(`${base}/`)).text()).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([]);
  });

  it("marks the upstream client's time-out, logged while a page is answered, with that request's id and no credential", async () => {
    const { logger, text } = captured();
    // The upstream client logs through the site's logger; its line is written here by a logger with the same options.
    vi.spyOn(log, "warn").mockImplementation(logger.warn.bind(logger));
    // An upstream that never answers, so the call times out.
    const upstream = await listen(createServer(() => undefined));
    const config = parseConfig({
      UPSTREAM_BASE_URL: upstream,
      UPSTREAM_BEARER_TOKEN: SECRETS.bearer,
      UPSTREAM_AUTH_TOKEN: SECRETS.auth,
      UPSTREAM_NEWSROOM_PASSWORD: SECRETS.newsroomPassword,
    });
    const app = express();
    app.use(requestLog({ trustProxy: true, logRequests: true, logger }));
    app.get("/coupon-codes", async (_req, res) => {
      const calls = (["bearer", "auth", "basic"] as const).map((credential) =>
        getJson(
          { config, fetch },
          {
            service: "sdcTopOffers",
            message: "We couldn't find any top coupon codes",
            url: `${upstream}/sdc/top-offers?credential=${credential}`,
            credential,
            timeoutMs: 100,
            schema: z.unknown(),
          },
        ).catch(() => undefined),
      );
      await Promise.all(calls);
      res.send("ok");
    });
    const base = await listen(createServer(app));

    await fetch(`${base}/coupon-codes`, { headers: { ...visitorHeaders, "X-Request-Id": "edge-4f7a.9" } });

    await vi.waitFor(() => expect(text()).toContain("request completed"));
    const timeouts = text()
      .split("\n")
      .filter((line) => line.includes("upstream timed out"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(timeouts).toHaveLength(3);
    for (const line of timeouts) {
      expect(line).toMatchObject({ reqId: "edge-4f7a.9", service: "sdcTopOffers", timeoutMs: 100, level: 40 });
    }
    expectNoSecret(text());
  });

  it("writes no credential or cookie field, wherever a logged object carries one", () => {
    const { logger, text } = captured();
    const { credentials } = parseConfig({
      UPSTREAM_BEARER_TOKEN: SECRETS.bearer,
      UPSTREAM_AUTH_TOKEN: SECRETS.auth,
      UPSTREAM_NEWSROOM_PASSWORD: SECRETS.newsroomPassword,
    });
    logger.warn({ config: { credentials } }, "a configuration");
    logger.warn({ credentials }, "credentials");
    logger.warn({ headers: { authorization: `Bearer ${SECRETS.bearer}`, cookie: SECRETS.visitorCookie } }, "headers");
    logger.warn({ upstream: { headers: { "x-auth-token": SECRETS.auth, "set-cookie": SECRETS.setCookie } } }, "nested");
    logger.warn({ password: SECRETS.newsroomPassword, token: SECRETS.auth }, "fields");
    expect(text().split("\n").filter(Boolean)).toHaveLength(5);
    expectNoSecret(text());
  });
});

describe("a request's id", () => {
  const request = (id?: string) => ({ headers: id === undefined ? {} : { "x-request-id": id } }) as IncomingMessage;

  it("is the trusted proxy's X-Request-Id when well formed", () => {
    expect(requestIdOf(request("7f9c2ba4e88f827d616045507605853e"), true)).toBe("7f9c2ba4e88f827d616045507605853e");
  });

  it.each([
    ["sent by a client reaching the instance directly", "client-chosen-id", false],
    ["malformed", "id with spaces\nand a second line", true],
    ["too long", "x".repeat(129), true],
    ["missing", undefined, true],
  ])("is a new UUID when the header is %s", (_case, id, trustProxy) => {
    const chosen = requestIdOf(request(id), trustProxy);
    expect(chosen).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe("LOG_LEVEL", () => {
  it.each([
    [{}, "info"],
    [{ LOG_LEVEL: "WARN" }, "warn"],
    [{ VITEST: "true" }, "silent"],
    [{ VITEST: "true", LOG_LEVEL: "debug" }, "debug"],
  ])("%j gives %s", (env, level) => {
    expect(logLevel(env)).toBe(level);
  });

  it("refuses a level that does not exist, naming the variable", () => {
    expect(() => logLevel({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
