import { failed, ok, type Result } from "~/models/result";
import { isUpstreamError } from "~/services/http.server";

/**
 * Turns one data area's promise into a Result for the page (DESIGN §4): an upstream failure becomes its SPEC §8
 * message and status; any other error is a bug and is rethrown so it reaches the error boundary.
 */
export async function settle<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return ok(await promise);
  } catch (error) {
    if (isUpstreamError(error)) return failed(error.message, error.status);
    throw error;
  }
}
