import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { NonceProvider } from "~/components/security/nonce";
import { redirectForPath } from "~/models/path-redirects";
import { applyCachePolicy } from "~/server/cache-policy.server";
import { contentSecurityPolicy, createNonce } from "~/server/content-security-policy.server";
import { applyStatusHeaders } from "~/server/status-headers.server";
import { StyleInjector } from "~/style-injector.server";
import { getConfig } from "~/services/config.server";

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
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    // Wait for the whole tree (onAllReady) for every visitor: styled-components only knows the styles of what
    // has rendered, and crawlers and first paint both want the complete document.
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <NonceProvider nonce={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>,
      ),
      {
        nonce,
        onAllReady() {
          clearTimeout(abortTimer);
          // React writes into the injector, and the response reads from it: no further stream in between.
          const styled = new StyleInjector(sheet.getStyleTags());
          const status = shellErrored ? 500 : responseStatusCode;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
          // Remix answers 405 for a POST to a page without an action: say what the page does accept.
          if (responseStatusCode === 405 && !responseHeaders.has("Allow")) responseHeaders.set("Allow", "GET, HEAD");
          applyStatusHeaders(status, responseHeaders);
          applyCachePolicy(request, status, responseHeaders);
          resolve(new Response(createReadableStreamFromReadable(styled), { headers: responseHeaders, status }));
          pipe(styled);
          styled.on("close", () => sheet.seal());
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          shellErrored = true;
          console.error(error);
        },
      },
    );
    // Cleared once the document is complete: a live timer per answered request would hold its whole render tree for
    // ten seconds, and firing it on a finished render only builds an error nobody reads.
    abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Single-fetch `.data` responses (client navigations) follow the same cache policy as the documents of their pages:
 * a shared cache keys them by URL and location cookie just the same.
 */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const target = dataRequestRedirect(request);
  if (target) {
    // A vanity path or trailing slash asked as data answers the redirect the document answers, whichever routes the
    // request named (`?_routes=` may leave out the root loader that redirects documents); Remix turns a redirect
    // returned here into its single-fetch redirect form.
    void response.body?.cancel().catch(() => undefined);
    const headers = new Headers({ Location: target });
    applyCachePolicy(request, 301, headers);
    return new Response(null, { status: 301, headers });
  }
  const headers = new Headers(response.headers);
  applyCachePolicy(request, response.status, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** Where the page a `.data` request stands for redirects (`redirectForPath`), or null. */
function dataRequestRedirect(request: Request): string | null {
  const url = new URL(request.url);
  if (!url.pathname.endsWith(".data")) return null;
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  // The data request's own parameter is not part of the page's address.
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return redirectForPath(pathname, search === "" ? "" : `?${search}`);
}
