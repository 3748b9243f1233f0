// `npm run dev`: Remix's dev server starts `server.mjs` again after each rebuild and serves nothing new until the
// instance says which build it now serves (a POST of the build's version to REMIX_DEV_ORIGIN's `/ping`).
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../../scripts/lib/processes.mjs";
import { filePorts } from "./support";

const {
  sites: [SITE_PORT],
} = filePorts(48);

/** The version of the build in `public/build`, as its manifest's file name spells it. */
const builtVersion = () =>
  readdirSync("public/build")
    .map((file) => /^manifest-([0-9A-F]+)\.js$/.exec(file)?.[1])
    .find(Boolean)
    ?.toLowerCase();

describe("the site under Remix's dev server", () => {
  const stops: Array<() => void> = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it("tells the dev server which build it serves once it listens", async () => {
    const pings: Array<{ path: string; body: unknown }> = [];
    const devServer = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        pings.push({ path: req.url ?? "", body: JSON.parse(body) });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => devServer.listen(0, "127.0.0.1", resolve));
    stops.push(() => devServer.close());
    const origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;

    const site = spawn(process.execPath, ["server.mjs"], {
      env: { ...process.env, NODE_ENV: "development", PORT: String(SITE_PORT), REMIX_DEV_ORIGIN: origin },
      stdio: "ignore",
    });
    stops.push(() => site.kill("SIGKILL"));
    await waitFor(`http://127.0.0.1:${SITE_PORT}/favicon.ico`, 30_000);
    await expect.poll(() => pings.length, { timeout: 10_000 }).toBe(1);
    expect(pings[0]).toEqual({ path: "/ping", body: { buildHash: builtVersion() } });
    expect(builtVersion()).toMatch(/^[0-9a-f]{8}$/);
  });
});
