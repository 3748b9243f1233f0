import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "catalog/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    // Components opt into jsdom with a `// @vitest-environment jsdom` docblock; everything else runs in node.
    environment: "node",
    setupFiles: ["./tests/setup/setup-test-env.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default leaves one core idle (a 2-core machine ran one file at a time: 227 s against 146 s on both).
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
