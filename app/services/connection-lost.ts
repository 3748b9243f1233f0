/** What fetch reports as its cause when the connection closed or reset before any answer came. */
const CONNECTION_LOST = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

/**
 * Whether a fetch failed because its kept-alive connection was closed under it (the server's idle timer firing as
 * the request went out): a request that is safe to send again may be, once.
 */
export function isConnectionLost(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" && CONNECTION_LOST.has(code);
}
