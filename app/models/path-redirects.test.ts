import { describe, expect, it } from "vitest";
import { redirectForPath } from "./path-redirects";

describe("redirectForPath", () => {
  it.each([
    ["/jobs", "", "/advertise/careers"],
    ["/JOBS/", "", "/advertise/careers"],
    ["/jobs", "?next=https://evil.example", "/advertise/careers"],
    ["/pizza/", "", "/pizza"],
    ["/pizza/", "?offer=1", "/pizza?offer=1"],
    ["/local/tampa-fl/", "", "/local/tampa-fl"],
    ["/newsroom///", "", "/newsroom"],
    ["/pizza", "", null],
    ["/", "", null],
    ["//evil.example.com/", "", null],
    ["/%2F%2Fevil.example.com/", "", "/%2F%2Fevil.example.com"],
  ])("%s%s → %s", (path, search, expected) => expect(redirectForPath(path, search)).toBe(expected));
});
