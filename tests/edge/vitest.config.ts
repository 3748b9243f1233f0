import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The edge tests (`npm test -- edge`, or `npx vitest run --config tests/edge/vitest.config.ts`) start the real
 * topology: the production build, two site instances, the catalog and Debian's nginx. They run after the build, in
 * a step of their own, so the plain `vitest run` of unit and contract tests does not include them.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    include: ["tests/edge/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: "forks",
    // Each file starts a topology of its own (two instances, the catalog, nginx): one at a time on a small machine.
    fileParallelism: false,
  },
});
