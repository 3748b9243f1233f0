import { absoluteUrl } from "./meta";

describe("absolute URLs of our pages", () => {
  it("join a path to the origin", () => {
    expect(absoluteUrl("/local/tampa-fl", "https://www.valuvo.com")).toBe("https://www.valuvo.com/local/tampa-fl");
  });

  it("keep paths that start with // or a backslash on our origin, and never throw", () => {
    expect(absoluteUrl("//", "https://www.valuvo.com")).toBe("https://www.valuvo.com/");
    expect(absoluteUrl("//evil.example/x", "https://www.valuvo.com")).toBe("https://www.valuvo.com/evil.example/x");
    expect(absoluteUrl("/\\evil.example", "https://www.valuvo.com")).toBe("https://www.valuvo.com/evil.example");
  });
});
