import { EventEmitter, once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "../../server/logger.mjs";
import { warmUp } from "../../server/warm-up.mjs";

// The deadlines are short and the pages' own time-outs long (a minute): only the warm-up's deadline can end these.
const SHORT = { timeoutMs: 60_000, deadlineMs: 250 };

/** An app whose `listen` serves `handler`, keeping the server it made. */
function appServing(handler: RequestListener) {
  const servers: Server[] = [];
  return {
    servers,
    listen: (port: number, host: string) => {
      const server = createServer(handler).listen(port, host);
      servers.push(server);
      return server;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the warm-up before an instance listens", () => {
  it("renders each page `rounds` times on a port of its own, then closes it", async () => {
    const asked: string[] = [];
    const app = appServing((req, res) => {
      asked.push(req.url ?? "");
      res.end("page");
    });
    const info = vi.spyOn(log, "info");
    await warmUp(app, ["/a", "/b"], { rounds: 2, timeoutMs: 5000, deadlineMs: 5000 });
    expect(asked.sort()).toEqual(["/a", "/a", "/b", "/b"]);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ statuses: [200, 200, 200, 200] }), "warmed up");
    expect(app.servers[0]!.listening).toBe(false);
  });

  it("goes on at its deadline when a page's body never ends", async () => {
    const app = appServing((_req, res) => {
      res.writeHead(200, { "Content-Length": "100" });
      res.write("half");
    });
    const warn = vi.spyOn(log, "warn");
    const started = Date.now();
    await warmUp(app, ["/a", "/b"], SHORT);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warn).toHaveBeenCalledWith(expect.anything(), "warm-up deadline reached: listening without it");
    expect(app.servers[0]!.listening).toBe(false);
  }, 3000);

  it("goes on at its deadline when a fetch never settles, abort or not", async () => {
    // What the hung instance showed: nothing left but the warm-up's server, a promise pending with no handle.
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    const app = appServing((_req, res) => res.end("page"));
    const warn = vi.spyOn(log, "warn");
    const started = Date.now();
    await warmUp(app, ["/a"], SHORT);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warn).toHaveBeenCalledWith(expect.anything(), "warm-up deadline reached: listening without it");
    expect(app.servers[0]!.listening).toBe(false);
  }, 3000);

  it("goes on at its deadline when its port never starts listening", async () => {
    const server = Object.assign(new EventEmitter(), {
      address: () => null,
      close: vi.fn(),
      closeAllConnections: vi.fn(),
    });
    const started = Date.now();
    await warmUp({ listen: () => server as unknown as Server }, ["/a"], SHORT);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.close).toHaveBeenCalled();
  }, 3000);

  it("goes on, without throwing, when its port cannot be taken", async () => {
    const taken = createServer().listen(0, "127.0.0.1");
    await once(taken, "listening");
    const { port } = taken.address() as { port: number };
    const warn = vi.spyOn(log, "warn");
    try {
      await expect(
        warmUp({ listen: (_port, host) => createServer().listen(port, host) }, ["/a"], SHORT),
      ).resolves.toBeUndefined();
    } finally {
      taken.close();
    }
    expect(warn).toHaveBeenCalledWith(expect.anything(), "warm-up failed: listening without it");
  }, 3000);
});
