// The same edge terminating TLS in front of the test topology's instances: the Observatory's A+, HTTP redirected to
// the configured HTTPS origin, and the scheme of the connection, whatever a client claims.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeEdgeConfig } from "../../deploy/edge/render-config.mjs";
import { NGINX_BIN } from "../../scripts/lib/edge-topology.mjs";
import { makeLocalCertificates } from "../../scripts/lib/local-tls.mjs";
import { TEST_PORTS, useTestEdge, expectSecurityHeaders, ownEntry } from "./support";

const edge = useTestEdge();
const { EDGE_PORT, SITE_PORTS, CATALOG_PORT } = TEST_PORTS;
const TLS_PORT = Number(process.env.EDGE_TEST_TLS_PORT ?? EDGE_PORT + 1);
const REDIRECT_PORT = Number(process.env.EDGE_TEST_REDIRECT_PORT ?? EDGE_PORT + 2);
const { children, rawRequest } = edge;

describe("the production edge terminating TLS", () => {
  it("grades A+ on the Observatory, redirects HTTP to HTTPS, and runs from a directory only its starter may enter", async () => {
    // mkdtemp makes a 0700 directory: started by root, workers handed to another user could not open the cache and
    // temp files under it (the checkout-in-/root case).
    const dir = mkdtempSync(join(tmpdir(), "valuvo-edge-tls-"));
    try {
      const tls = makeLocalCertificates(dir);
      const conf = writeEdgeConfig({
        edgePort: REDIRECT_PORT,
        sitePorts: SITE_PORTS,
        catalogPort: CATALOG_PORT,
        prefix: join(dir, "edge"),
        tls: { port: TLS_PORT, certificate: tls.certificate, key: tls.key },
      });
      const nginx = spawn(NGINX_BIN, ["-e", "stderr", "-p", join(dir, "edge"), "-c", conf], {
        stdio: ["ignore", "ignore", "inherit"],
      });
      try {
        const ca = readFileSync(tls.ca);
        const httpsGet = (path: string, headers: Record<string, string> = {}) =>
          new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
            https
              .get({ host: "127.0.0.1", port: TLS_PORT, path, ca, servername: "localhost", headers }, (res) => {
                res.resume();
                res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
              })
              .on("error", reject);
          });
        const deadline = Date.now() + 20_000;
        for (;;) {
          try {
            if ((await httpsGet("/favicon.ico")).status === 200) break;
          } catch (error) {
            if (Date.now() > deadline) throw error;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
        const plain = await rawRequest("/coupon-codes?x=1", {}, REDIRECT_PORT);
        expect(plain.status).toBe(301);
        expect(plain.headers.location).toBe(`https://localhost:${TLS_PORT}/coupon-codes?x=1`);
        expectSecurityHeaders(plain, "the redirect to HTTPS");
        // The redirect names the configured origin, whatever Host the request claimed.
        for (const host of ["evil.example", "evil.example:443", "localhost:1"]) {
          const forged = await rawRequest("/coupon-codes?x=1", { headers: { Host: host } }, REDIRECT_PORT);
          expect(forged.headers.location, host).toBe(`https://localhost:${TLS_PORT}/coupon-codes?x=1`);
        }
        const missing = await httpsGet("/no-such-file.png");
        expect(missing.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
        // Over HTTPS the scheme is HTTPS, whatever X-Forwarded-Proto a client sends: HSTS and a Secure cookie
        // every time, and one cache entry for every spelling.
        const page = ownEntry("/local/denver-co", `tls-proto-${Date.now()}`);
        const statuses: Array<string | undefined> = [];
        for (const proto of ["http", "gopher", "https, http", "HTTP", ""]) {
          const answer = await httpsGet(page, { "X-Forwarded-Proto": proto });
          expect(answer.status, proto).toBe(200);
          expect(answer.headers["strict-transport-security"], proto).toMatch(/max-age=63072000/);
          const cookie = (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith("vp_local_geo="));
          expect(cookie, proto).toMatch(/;\s*Secure/i);
          statuses.push(answer.headers["x-cache-status"] as string | undefined);
        }
        expect(statuses).toEqual(["MISS", "HIT", "HIT", "HIT", "HIT"]);

        const scan = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            ["scripts/observatory-scan.mjs", "localhost", String(REDIRECT_PORT), String(TLS_PORT)],
            {
              env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca },
              stdio: ["ignore", "pipe", "pipe"],
            },
          );
          let stdout = "";
          let stderr = "";
          child.stdout.on("data", (c) => (stdout += c));
          child.stderr.on("data", (c) => (stderr += c));
          child.on("exit", (code) => resolve({ code, stdout, stderr }));
        });
        expect(scan.code, scan.stderr.slice(0, 2000)).toBe(0);
        const report = JSON.parse(scan.stdout) as {
          scan: { grade: string; score: number };
          tests: Record<string, { pass: boolean; result: string }>;
        };
        const failing = Object.entries(report.tests)
          .filter(([, t]) => !t.pass)
          .map(([name, t]) => `${name}: ${t.result}`);
        expect(report.scan.grade, `score ${report.scan.score}; failing: ${failing.join(", ")}`).toBe("A+");
        expect(failing).toEqual([]);
      } finally {
        await children.stopChild(nginx);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
