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
    /**
     * The visitor's network address as server.mjs saw it: the connection's peer, or the first X-Forwarded-For entry
     * only behind a trusted proxy (TRUST_PROXY=1, DESIGN §6a).
     */
    clientIp?: string;
    /** Set by server/resource-routes.mjs: a `.data` request for a resource route (a fetcher's), answered privately. */
    resourceData?: boolean;
  }
}

export {};
