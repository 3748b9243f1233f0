import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Without the Babel plugin, styled-components names classes from a global counter, so server and browser disagree
 * once code is split (TOOLCHAIN.md). Every styled component must pin its id with `.withConfig({ componentId })`.
 */

const APP = join(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// `styled.div`, `styled(Link)`, optionally `.attrs(...)`, up to the template literal or `.withConfig(`.
const DEFINITION =
  /\bstyled(?:\.[a-z][a-z0-9]*|\([A-Za-z0-9_.]+\))(?:\.attrs\([^`]*?\))?(\.withConfig\(\s*\{[^}]*\}\s*\))?(?:<[^`]*?>)?`/g;

export function findStyledDefinitions(source: string) {
  const found: { pinned: boolean; componentId: string | null; index: number }[] = [];
  for (const m of source.matchAll(DEFINITION)) {
    const config = m[1] ?? "";
    const id = /componentId:\s*["']([^"']+)["']/.exec(config)?.[1] ?? null;
    found.push({ pinned: id !== null, componentId: id, index: m.index ?? 0 });
  }
  return found;
}

/**
 * The prefix a file's componentIds carry: a component file's own name (`OfferQuickView.tsx` → `OfferQuickView`); a
 * route file's path after its layout, PascalCased (`_site.local._index.tsx` → `LocalIndex`).
 */
export function expectedPrefix(relativePath: string): string {
  const base = relativePath
    .split("/")
    .pop()!
    .replace(/\.tsx?$/, "");
  if (!relativePath.startsWith("routes/")) return base === "route" ? relativePath.split("/").at(-2)! : base;
  const folder = relativePath.split("/").length > 2 ? relativePath.split("/").at(-2)! : base;
  return folder
    .split(".")
    .filter((segment) => !/^_[a-z]+$/.test(segment) || segment === "_index")
    .map((segment) => segment.replace(/^[_$]/, ""))
    .flatMap((segment) => segment.split("-"))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

describe("styled components", () => {
  it.each([
    ["components/local/OfferQuickView.tsx", "OfferQuickView"],
    ["routes/_site.local._index.tsx", "LocalIndex"],
    ["routes/_site.ccpa.tsx", "Ccpa"],
    ["routes/_newsroom.newsroom.press-releases.$slug.tsx", "NewsroomPressReleasesSlug"],
  ])("names the componentIds of %s after %s", (path, prefix) => expect(expectedPrefix(path)).toBe(prefix));

  it("names every componentId after its own file", () => {
    const misnamed = sourceFiles(APP).flatMap((file) => {
      const prefix = expectedPrefix(relative(APP, file));
      return findStyledDefinitions(readFileSync(file, "utf8"))
        .filter((def) => def.componentId !== null && !def.componentId.startsWith(`${prefix}-`))
        .map((def) => `${relative(APP, file)}: ${def.componentId} (expected ${prefix}-…)`);
    });
    expect(misnamed).toEqual([]);
  });

  it("recognises a definition without a pinned id, and one with", () => {
    expect(findStyledDefinitions("const A = styled.div`color: red;`")).toMatchObject([{ pinned: false }]);
    expect(
      findStyledDefinitions('const B = styled(Link).withConfig({ componentId: "X-B" })`color: red;`'),
    ).toMatchObject([{ pinned: true, componentId: "X-B" }]);
    expect(
      findStyledDefinitions('const C = styled.nav.withConfig({ componentId: "X-C" })<{ $open: boolean }>`a: b;`'),
    ).toMatchObject([{ pinned: true, componentId: "X-C" }]);
  });

  it("every styled component in app/ pins a unique componentId", () => {
    const missing: string[] = [];
    const seen = new Map<string, string>();
    const duplicated: string[] = [];
    let total = 0;
    for (const file of sourceFiles(APP)) {
      const source = readFileSync(file, "utf8");
      for (const def of findStyledDefinitions(source)) {
        total++;
        const where = `${relative(APP, file)}:${source.slice(0, def.index).split("\n").length}`;
        if (!def.componentId) missing.push(where);
        else if (seen.has(def.componentId))
          duplicated.push(`${def.componentId} (${seen.get(def.componentId)}, ${where})`);
        else seen.set(def.componentId, where);
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(missing, "styled components without componentId").toEqual([]);
    expect(duplicated, "componentIds used twice").toEqual([]);
  });
});
