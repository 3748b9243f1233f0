import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * DESIGN §3: one module owns the URL state. Anywhere else, reading or writing `offer`, `redeem`, `deal`, `cpncode`,
 * `location` or `page` as a search parameter by name — `params.get("offer")`, `"?offer="`, `name="location"` — is
 * a second owner, and the next rename would miss it. (Comments, types and analytics zones may say the words.)
 */
const APP = join(__dirname, "../../app");
const OWNER = join(APP, "models/url-state.ts");
const NAMES = "offer|redeem|deal|cpncode|location|page";

const PATTERNS = [
  new RegExp(`\\.(?:get|getAll|has|set|delete|append)\\(\\s*["'\`](?:${NAMES})["'\`]`),
  new RegExp(`["'\`][^"'\`\\n]*[?&](?:${NAMES})=`),
  new RegExp(`\\bname=\\{?\\s*["'\`](?:${NAMES})["'\`]`),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__test__" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code of a file without its comments, keeping line breaks so lines still count. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/(^|[^:])\/\/.*$/gm, "$1");
}

export function parameterSpellings(source: string): string[] {
  return withoutComments(source)
    .split("\n")
    .filter((line) => PATTERNS.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

describe("the URL-state module owns the overlay parameters", () => {
  it.each([
    ['params.get("offer")', true],
    ["`${path}?offer=${id}`", true],
    ['<select name="location">', true],
    ["params.delete('cpncode')", true],
    ['track("clickPrintOffer", analytics, "redeem")', false],
    ['Pick<LocalListing, "location" | "service">', false],
    ["// opens `?offer=` in place", false],
  ])("the check sees %s as a spelling: %s", (line, expected) => {
    expect(parameterSpellings(line).length > 0).toBe(expected);
  });

  it("finds them spelled nowhere but app/models/url-state.ts", () => {
    const offenders = sourceFiles(APP)
      .filter((file) => file !== OWNER)
      .flatMap((file) =>
        parameterSpellings(readFileSync(file, "utf8")).map((line) => `${relative(APP, file)}: ${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
