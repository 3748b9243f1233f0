import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// Beside the suite's own site port, like the other specs that start a server: runs on other ports (E2E_SITE_PORT) and
// `npm run bench` (3191) never meet it.
const PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 81;

/** Runs the production server with one variable changed and reports how it ended, without waiting forever. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.mjs"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        NODE_ENV: "production",
        UPSTREAM_BASE_URL: "http://127.0.0.1:9",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGTERM"), 15_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("the environment is validated at start", () => {
  for (const [name, value] of [
    ["UPSTREAM_TIMEOUT_MS", "abc"],
    ["UPSTREAM_VALIDATE_URL", "not a url"],
    ["LOG_LEVEL", "loud"],
  ] as const) {
    test(`a malformed ${name} stops the server before it listens, naming the variable`, async () => {
      const { code, output } = await startServer({ [name]: value });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain(name);
      expect(output).not.toMatch(/listening/i);
    });
  }
});
