// A throwaway local certificate authority and a certificate for `localhost` and 127.0.0.1 signed by it (openssl, from
// Debian's base system): what the Observatory grade of the edge needs to see HTTPS as verified.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** Writes ca.pem, site.key and site.pem into `dir` and returns their paths. */
export function makeLocalCertificates(dir) {
  const run = (args) => {
    const result = spawnSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  };
  run([
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=Valuvo local CA",
    "-keyout",
    "ca.key",
    "-out",
    "ca.pem",
  ]);
  run(["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-keyout", "site.key", "-out", "site.csr"]);
  writeFileSync(join(dir, "san.ext"), "subjectAltName=DNS:localhost,IP:127.0.0.1\n");
  run([
    "x509",
    "-req",
    "-in",
    "site.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    "san.ext",
    "-out",
    "site.pem",
  ]);
  return { ca: join(dir, "ca.pem"), key: join(dir, "site.key"), certificate: join(dir, "site.pem") };
}
