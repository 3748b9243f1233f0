/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Set by server/request-guard.mjs: the 4xx status a document request gets instead of its page. */
    rejection?: number | null;
  }
}

export {};
