import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { NonceProvider } from "~/components/security/nonce";
import { applyCachePolicy } from "~/pages/cache-policy.server";
import { contentSecurityPolicy, createNonce } from "~/pages/content-security-policy.server";
import { applyStatusHeaders } from "~/pages/status-headers.server";
import { getConfig } from "~/services/config.server";
import { STYLES_PLACEHOLDER } from "~/styles/placeholder";

// Validate the environment when the server build loads, before the server listens: a malformed variable stops
// `npm start` with a message naming it, instead of failing the first visitor's request (epic-stack's `init()`).
getConfig();

const ABORT_DELAY = 10_000;

/**
 * Remix reports every error here. A 4xx it raised itself (a POST to a page without an action) is the client's
 * mistake, and a request the client abandoned is no fault: neither is logged, so hostile traffic cannot flood the
 * log. Everything else is.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // A fresh nonce for every document: the header and every script and style tag of this response carry it.
  const nonce = createNonce();
  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet({ nonce });
    let shellErrored = false;
    // Wait for the whole tree (onAllReady) for every visitor: styled-components only knows the styles of what
    // has rendered, and crawlers and first paint both want the complete document. The document is then complete
    // in memory, so it leaves as one body with its Content-Length: a cache in front (the edge) stores and serves
    // it whole, instead of as a chunked stream whose last empty chunk costs a round of TCP acknowledgements.
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <NonceProvider nonce={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>,
      ),
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          });
          sink.on("error", reject);
          sink.on("finish", () => {
            try {
              const document = withStyleTags(Buffer.concat(chunks), sheet.getStyleTags());
              const status = shellErrored ? 500 : responseStatusCode;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(document.length));
              responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
              // Remix answers 405 for a POST to a page without an action: say what the page does accept.
              if (responseStatusCode === 405 && !responseHeaders.has("Allow")) responseHeaders.set("Allow", "GET, HEAD");
              applyStatusHeaders(status, responseHeaders);
              applyCachePolicy(request, status, responseHeaders);
              resolve(new Response(document, { headers: responseHeaders, status }));
            } catch (error) {
              reject(error);
            } finally {
              sheet.seal();
            }
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          shellErrored = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Single-fetch `.data` responses (client navigations) follow the same cache policy as the documents of their pages:
 * a shared cache keys them by URL and location cookie just the same.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const headers = new Headers(response.headers);
  applyCachePolicy(request, response.status, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** The document with the collected `<style>` tags in place of the head's placeholder (found in the bytes, undecoded). */
function withStyleTags(document: Buffer<ArrayBuffer>, styleTags: string): Buffer<ArrayBuffer> {
  const at = document.indexOf(STYLES_PLACEHOLDER);
  if (at === -1) return document;
  return Buffer.concat([document.subarray(0, at), Buffer.from(styleTags), document.subarray(at + Buffer.byteLength(STYLES_PLACEHOLDER))]);
}
