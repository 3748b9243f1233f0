// `npm run observatory`: grades the production build with the Mozilla HTTP Observatory's checks, as a visitor
// would meet it behind a TLS-terminating proxy. Starts the catalog and the site (TRUST_PROXY=1) on free local
// ports, puts a small local edge in front (HTTPS with a certificate from a throwaway local CA, forwarding with
// `X-Forwarded-Proto: https`; plain HTTP redirecting to HTTPS, as deploy/edge does), runs
// scripts/observatory-scan.mjs against it, prints the grade and score, and stops everything. Exit code 1 below A+.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeLocalCertificates } from "./lib/local-tls.mjs";

if (!existsSync("build/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const children = [];
const servers = [];
const dir = mkdtempSync(join(tmpdir(), "valuvo-observatory-"));

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** The edge's key and certificate (from the throwaway local CA in `dir`) and the CA's path for the clients. */
function makeCertificates() {
  const { ca, key, certificate } = makeLocalCertificates(dir);
  return { ca, key: readFileSync(key), cert: readFileSync(certificate) };
}

function start(args, env, name) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on("exit", (code) => {
    if (code !== 0 && code !== null && !finished) console.error(`${name} exited with ${code}`);
  });
  children.push(child);
}

async function waitFor(url, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** TLS in front of `targetPort`, telling the target the visitor came over HTTPS. */
function tlsForwarder({ key, cert }, targetPort) {
  return https.createServer({ key, cert }, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https", "x-forwarded-for": req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
}

function runScanner(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), 120_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

let finished = false;
let exitCode = 1;
try {
  const [sitePort, catalogPort, httpsPort, httpPort, catalogTlsPort] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  const certificates = makeCertificates();
  const catalogPublic = `https://localhost:${catalogTlsPort}`;

  start(
    ["--import", "tsx", "catalog/main.ts"],
    { CATALOG_PORT: String(catalogPort), CATALOG_PUBLIC_URL: catalogPublic },
    "catalog",
  );
  await waitFor(`http://127.0.0.1:${catalogPort}/health`, 180_000);
  start(
    ["server.mjs"],
    {
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      TRUST_PROXY: "1",
      UPSTREAM_BASE_URL: `http://127.0.0.1:${catalogPort}`,
      CATALOG_PUBLIC_URL: catalogPublic,
    },
    "site",
  );
  await waitFor(`http://127.0.0.1:${sitePort}/favicon.ico`, 60_000);

  const listen = (server, port) =>
    new Promise((resolve) => {
      servers.push(server);
      server.listen(port, "127.0.0.1", resolve);
    });
  await listen(tlsForwarder(certificates, sitePort), httpsPort);
  await listen(tlsForwarder(certificates, catalogPort), catalogTlsPort);
  await listen(
    http.createServer((req, res) => {
      res.writeHead(301, { Location: `https://127.0.0.1:${httpsPort}${req.url}` }).end();
    }),
    httpPort,
  );

  // The scanner reports any failure as "down": check the edge answers first, to say what is wrong.
  const probe = await new Promise((resolve) => {
    https
      .get(`https://127.0.0.1:${httpsPort}/`, { ca: readFileSync(certificates.ca) }, (res) => {
        res.resume();
        resolve(`HTTP ${res.statusCode}`);
      })
      .on("error", (error) => resolve(error.message));
  });
  if (probe !== "HTTP 200") throw new Error(`the site behind the local edge answered ${probe}`);
  console.log(`Scanning https://127.0.0.1:${httpsPort}/ (site behind a local TLS edge, TRUST_PROXY=1)…`);
  // Asynchronously: the edge answering the scanner lives in this process.
  const scan = await runScanner(["scripts/observatory-scan.mjs", "127.0.0.1", String(httpPort), String(httpsPort)], {
    ...process.env,
    NODE_EXTRA_CA_CERTS: certificates.ca,
  });
  if (scan.code !== 0) throw new Error(`scanner failed: ${scan.stdout}${scan.stderr}`);
  const report = JSON.parse(scan.stdout);
  for (const [name, test] of Object.entries(report.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? "pass" : "FAIL"}  ${name.padEnd(32)} ${String(test.result).padEnd(58)} ${modifier}`);
  }
  console.log(
    `\nObservatory grade ${report.scan.grade}, score ${report.scan.score}/100 ` +
      `(${report.scan.testsPassed}/${report.scan.testsQuantity} tests passed, algorithm v${report.scan.algorithmVersion})`,
  );
  exitCode = report.scan.grade === "A+" ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  finished = true;
  cleanup();
}
process.exit(exitCode);
