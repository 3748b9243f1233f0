import fc from "fast-check";
import { regexLiteral } from "./regex-literal.mjs";

// Text of every kind, weighted towards the characters a pattern reads specially.
const text = fc.string({
  unit: fc.oneof(fc.constantFrom(..."\\^$.|?*+()[]{}/-"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })),
  maxLength: 40,
});

describe("text read as itself in a pattern", () => {
  it("matches exactly that text, and compiles whatever the text is", () => {
    fc.assert(
      fc.property(text, text, (own, other) => {
        const pattern = new RegExp(`^${regexLiteral(own)}$`);
        expect(pattern.test(own)).toBe(true);
        expect(pattern.test(other)).toBe(other === own);
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves letters, digits and the path's slashes as they are", () => {
    expect(regexLiteral("/api/analytics/")).toBe("/api/analytics/");
    expect(regexLiteral("vp_local_geo")).toBe("vp_local_geo");
    expect(regexLiteral(".data")).toBe("\\.data");
  });
});
