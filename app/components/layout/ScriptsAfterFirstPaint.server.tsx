import { Scripts, UNSAFE_RemixContext } from "@remix-run/react";
import { useContext } from "react";

/**
 * Remix's `<Scripts>`, acted on once the browser has painted the page (docs/decisions/042-scripts-after-first-paint.md).
 *
 * The server renders Remix's own `<Scripts>` unchanged, inside a `<template>`: the browser parses it but neither
 * fetches its module preloads nor runs its module script. A small inline script moves the preload links and the module
 * script into the document after the first contentful paint, and the page hydrates from there as it always did. The
 * context Remix's streamed loader data writes into must exist while the page parses, so it is set by a script of its
 * own before the template, with the text Remix's `<Scripts>` gives it.
 *
 * A server module, rendered by the server only, at the end of `<body>`: the browser's bundle carries none of it, and
 * React leaves trailing nodes of `<body>` alone when it hydrates, as it does Remix's streamed data scripts after them.
 */
export function ScriptsAfterFirstPaint({ mark }: { mark: string | undefined }) {
  const { serverHandoffString } = useContext(UNSAFE_RemixContext) ?? {};
  return (
    <>
      <script nonce={mark} dangerouslySetInnerHTML={{ __html: remixHandoff(serverHandoffString) }} />
      <template id={PAGE_SCRIPTS_TEMPLATE_ID}>
        <Scripts nonce={mark} />
      </template>
      <script nonce={mark} dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_PAINT }} />
    </>
  );
}

const PAGE_SCRIPTS_TEMPLATE_ID = "page-scripts";

/** What Remix's `<Scripts>` runs first under single fetch: the handoff and the stream its data scripts enqueue into. */
function remixHandoff(serverHandoffString: string | undefined): string {
  return (
    `window.__remixContext = ${serverHandoffString};` +
    "window.__remixContext.stream = new ReadableStream({start(controller){" +
    "window.__remixContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());"
  );
}

/**
 * Waits for the first contentful paint, then puts the template's preload links and module script into the document
 * (the template's classic script is the handoff above, already run). A tab in the background paints nothing and a
 * browser without paint timing reports nothing: both start at once, and a page that reports no paint within a
 * second starts then. No `<` in the text: tests read inline scripts with a pattern that stops at one.
 */
const START_AFTER_FIRST_PAINT = `(function () {
  var template = document.getElementById(${JSON.stringify(PAGE_SCRIPTS_TEMPLATE_ID)});
  var started = false;
  function start() {
    if (started || !template) return;
    started = true;
    var scripts = template.content.querySelectorAll('link[rel="modulepreload"], script[type="module"]');
    var fragment = document.createDocumentFragment();
    Array.prototype.forEach.call(scripts, function (node) {
      fragment.appendChild(document.importNode(node, true));
    });
    document.body.appendChild(fragment);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === "hidden" || types.indexOf("paint") === -1) return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
})();`;
