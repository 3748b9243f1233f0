// The app's door to the site's one logger, `server/logger.mjs`, which server.mjs imports too (it is plain ESM so
// the Node server needs no build). Lines written while a request is answered carry its id (`reqId`).
export { log, messageOf } from "../../server/logger.mjs";
