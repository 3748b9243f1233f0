// Node server settings against slow or abusive clients, and the last-resort error answer.
import { STATUS_CODES } from "node:http";
import { log } from "./logger.mjs";
import { REFUSAL_PAGE_POLICY, refusalPage } from "./refusal-page.mjs";

/**
 * Time-outs: a client gets 10 s to send its headers and 30 s for the whole request (a form is a few KB), and an
 * idle keep-alive connection is closed after 5 s. A proxy in front must keep its own upstream keep-alive shorter
 * than 5 s (nginx `keepalive_timeout` in the upstream block), or it may reuse a socket Node is closing.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
};

export function applyServerTimeouts(server) {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  return server;
}

/**
 * Requests Node's parser refuses before any middleware sees them are answered here, as the door refuses others:
 * headers past Node's 16 KB (`maxHeaderSize`, nginx's own limit being 8 KB a line) with 431 and the site's small
 * error page, never kept by a cache (Node's own answer is a bare 431 with no lifetime); any other malformed one (a raw
 * byte past ASCII in its target, which nginx passes on) with 400 and the same page; a request that timed out with a
 * bare 408, as Node would. The connection is closed after the answer, as Node does;
 * a socket already closed or mid-answer is only destroyed.
 * @param {import("node:http").Server} server
 */
export function answerClientErrors(server) {
  server.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const page = status === 408 ? "" : refusalPage(status);
    // An answer to HEAD has no body (the client would read the page as the start of a next answer): the parser has
    // read the request line by then, and rawPacket holds what it read.
    const body = isHeadRequest(error.rawPacket) ? "" : page;
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Cache-Control: private, no-store",
      "Connection: close",
      `Content-Length: ${Buffer.byteLength(page)}`,
      ...(page
        ? [
            "Content-Type: text/html; charset=utf-8",
            `Content-Security-Policy: ${REFUSAL_PAGE_POLICY}`,
            "X-Content-Type-Options: nosniff",
          ]
        : []),
    ];
    socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
  return server;
}

/** Whether the bytes a refused request began with name the HEAD method. */
function isHeadRequest(rawPacket) {
  return Buffer.isBuffer(rawPacket) && rawPacket.subarray(0, 5).toString("latin1") === "HEAD ";
}

/**
 * Express error handler, last in the chain: Remix renders its own errors, so only a failure outside it lands here.
 * A status an Express middleware attached (4xx) is kept; anything else is a 500. Never a stack or a message.
 */
export function lastResortErrorHandler() {
  return (error, req, res, _next) => {
    // Already answered (the request guard's 413 for an oversized chunked body, a client gone): nothing to say.
    if (res.headersSent || res.writableEnded) {
      res.destroy();
      return;
    }
    const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) log.error({ err: error }, "unhandled server error");
    const api = req.path === "/api" || req.path.startsWith("/api/");
    res.status(status).set("Cache-Control", "no-store");
    if (api) {
      res.type("application/json").send(JSON.stringify({ error: status === 500 ? "Server Error" : "Bad Request" }));
    } else {
      res
        .type("html")
        .send(
          '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Oops... Something Went Wrong | Valuvo</title>' +
            '<meta name="robots" content="noindex, nofollow"></head><body><main><h1>Oops... Something Went Wrong</h1>' +
            '<p>We apologize and are fixing the problem. Please try again later.</p><p><a href="/">Take Me Home</a></p>' +
            "</main></body></html>",
        );
    }
  };
}
