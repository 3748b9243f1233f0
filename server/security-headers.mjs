// Security headers on every response the Node server sends: pages, data, static files and the guard's errors alike,
// by helmet. The Content-Security-Policy is not helmet's: it names the hashes of each page's own inline scripts and
// styles, so the document renderer sets it (app/entry.server.tsx, app/http/content-security-policy.server.ts).
import helmet from "helmet";

/** Two years, subdomains included: the Observatory's and hstspreload.org's recommendation. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** What a page may ask the browser for: its own geolocation ("Use Current Location"), nothing else. */
const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

const HSTS_SECONDS = 63_072_000;

/**
 * Express middleware. HSTS only over HTTPS (`req.secure`: TLS here, or `X-Forwarded-Proto: https` from the proxy
 * trusted with TRUST_PROXY=1): browsers ignore it over HTTP, and a development server must not pin itself.
 */
export function securityHeaders() {
  const always = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    // No other window keeps a handle on ours, and no other site embeds our responses (images included).
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Images of the catalog (another origin in development) carry no CORP header of their own.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  });
  const overHttps = helmet.strictTransportSecurity({ maxAge: HSTS_SECONDS, includeSubDomains: true, preload: false });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    always(req, res, (error) => {
      if (error || !req.secure) return next(error);
      overHttps(req, res, next);
    });
  };
}
