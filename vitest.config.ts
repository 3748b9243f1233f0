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
  },
});
