import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Files whose figures are timings or CPU compared within the file: measured with no other topology beside them. */
const MEASURED_ALONE = ["tests/edge/bounds.test.ts", "tests/edge/delivery.test.ts", "tests/edge/hosts.test.ts"];

/**
 * The edge tests (`npm test -- edge`, or `npx vitest run --config tests/edge/vitest.config.ts`) start the real
 * topology: the production build, two site instances, the catalog and Debian's nginx. They run after the build, in
 * a step of their own, so the plain `vitest run` of unit and contract tests does not include them.
 *
 * A file mostly waits (for instances to start, caches to expire, a crowd's pauses): half the machine sat idle when
 * they ran one at a time. They run two at a time, each worker's topologies on ports of their own (support.ts
 * `filePorts`, `testPrefix`); then the files that measure time or CPU run one at a time, with nothing beside them.
 */
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  // The app's own modules (the cache policy's lifetimes, say) read as the app reads them.
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 240_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "edge",
          include: ["tests/edge/**/*.test.ts"],
          exclude: MEASURED_ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "edge, measured alone",
          include: MEASURED_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
