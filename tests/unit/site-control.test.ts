// An instance drains without failing anyone: asked with its token (or by SIGTERM), it stops taking connections at
// once, finishes the request it holds, and exits; without the token its control paths are unknown pages.
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CONTROL_TOKEN_HEADER, gracefulShutdown, siteControl } from "../../server/site-control.mjs";

const TOKEN = "t".repeat(32);

async function instance(timeoutMs = 5000) {
  let exited: number | null = null;
  const lifecycle = gracefulShutdown({ timeoutMs, exit: (code) => void (exited = code) });
  const app = express();
  app.use(lifecycle.closeConnections);
  app.use(siteControl({ token: TOKEN, version: "abc123", lifecycle }));
  app.get("/slow", (_req, res) => void setTimeout(() => res.send("finished"), 600));
  app.use((_req, res) => void res.status(404).send("the site's 404"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  lifecycle.attach(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, lifecycle, exited: () => exited, server };
}

const control = (base: string, path: string, method = "GET", token = TOKEN) =>
  fetch(base + path, { method, headers: { [CONTROL_TOKEN_HEADER]: token } });

describe("an instance's health check and drain", () => {
  it("answers its version to its token only; any other caller gets the site's 404", async () => {
    const { base, server } = await instance();
    const ok = await control(base, "/__site/health");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toEqual({ version: "abc123", draining: false });
    for (const wrong of ["", "t".repeat(31), "u".repeat(32), `${TOKEN}x`]) {
      const refused = await control(base, "/__site/health", "GET", wrong);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toBe("the site's 404");
      expect((await control(base, "/__site/drain", "POST", wrong)).status).toBe(404);
    }
    expect((await fetch(`${base}/__site/drain`, { method: "POST" })).status).toBe(404);
    server.close();
  });

  it("refuses to start with a token anyone could guess", () => {
    const lifecycle = gracefulShutdown({ timeoutMs: 1000, exit: () => {} });
    expect(() => siteControl({ token: "short", version: "v", lifecycle })).toThrow(/at least 24 characters/);
  });

  it("stops taking connections at once, finishes the request in flight, then exits", async () => {
    const { base, exited } = await instance();
    const inFlight = fetch(`${base}/slow`).then(async (r) => ({
      status: r.status,
      body: await r.text(),
      connection: r.headers.get("connection"),
    }));
    await new Promise((r) => setTimeout(r, 100));
    const drain = await control(base, "/__site/drain", "POST");
    expect(drain.status).toBe(202);
    await new Promise((r) => setTimeout(r, 100));
    // A new connection is refused, so the edge sends it to another instance at once.
    await expect(
      new Promise((resolve, reject) => {
        const req = http.get(`${base}/favicon.ico`, { agent: false }, resolve);
        req.on("error", reject);
      }),
    ).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(exited()).toBeNull();
    expect(await inFlight).toEqual({ status: 200, body: "finished", connection: "close" });
    await new Promise((r) => setTimeout(r, 100));
    expect(exited()).toBe(0);
  });

  it("cuts what is left at its bound", async () => {
    const { base, lifecycle, exited } = await instance(200);
    const held = fetch(`${base}/slow`).catch(() => "cut");
    await new Promise((r) => setTimeout(r, 50));
    lifecycle.drain("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    expect(exited()).toBe(0);
    expect(await held).toBe("cut");
  });
});
