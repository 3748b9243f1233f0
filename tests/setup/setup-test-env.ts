import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

// Any console.error during a test is a failure: React warnings (hydration, keys, act) surface there.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, "error").mockImplementation((...args: Parameters<typeof console.error>) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(async () => {
  consoleError.mockRestore();
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
