import { catalogEnv } from "./config";
import { startCatalog } from "./server";

const env = catalogEnv();
const started = Date.now();
const catalog = await startCatalog({
  port: env.port,
  testMode: env.testMode,
  dbPath: env.dbPath,
  storesAtStart: true,
});
const how = catalog.build.built ? `built the database in ${catalog.build.ms} ms` : "database up to date";
console.log(
  `[catalog] listening on ${catalog.url} (${how}; seed ${catalog.build.hash}${env.testMode ? "; test mode" : ""}) in ${Date.now() - started} ms`,
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[catalog] ${signal}: stopping`);
  catalog.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error("[catalog] error while stopping", error);
      process.exit(1);
    },
  );
}
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
