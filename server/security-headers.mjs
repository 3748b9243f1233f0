// Security headers on every response the Node server sends: pages, data, static files and the guard's errors alike.
// The Content-Security-Policy is not here: it names the hashes of each page's own inline scripts and styles, so the
// document renderer sets it (app/entry.server.tsx, app/server/content-security-policy.server.ts).

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
  // No other window keeps a handle on ours, and no other site embeds our responses (images included). The
  // catalog's images are another origin's responses: this header does not apply to them.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Two years, subdomains included: the Observatory's and hstspreload.org's recommendation. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Express middleware. HSTS only over HTTPS (`req.secure`: TLS here, or `X-Forwarded-Proto: https` from a proxy
 * trusted with TRUST_PROXY=1): browsers ignore it over HTTP, and a development server must not pin itself.
 */
export function securityHeaders() {
  return (req, res, next) => {
    res.set(SECURITY_HEADERS);
    if (req.secure) res.set("Strict-Transport-Security", HSTS);
    next();
  };
}
