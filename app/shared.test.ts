import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// `app/shared.ts` only pays off while every browser entry (root, entry.client, each route) that reaches one of its
// modules reaches it through the barrel too (docs/decisions/033): esbuild gives a file the chunk of the exact set of
// entries that reach it, and an entry reaching a listed module without the barrel makes that set different again. A
// listed module that led back to "~/shared" would close an import cycle, and a model, style or service importing the
// barrel would depend on the whole UI.

const APP = path.resolve(__dirname);
const BARREL = path.join(APP, "shared.ts");

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name)) found.push(full);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** True for an import or export the compiler erases (types only): the browser never loads it. */
function typeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((e) => e.isTypeOnly)
  );
}

/**
 * The app files a module loads with it: its static imports and re-exports, without those of types only (erased) and
 * without what `import()` loads later.
 */
const importsOf = new Map<string, string[]>();
function staticImports(file: string): string[] {
  const known = importsOf.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  importsOf.set(file, found);
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !typeOnly(statement)
    ) {
      const target = resolve(file, statement.moduleSpecifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

const members = new Set(staticImports(BARREL));
const files = sourceFiles(APP);
const relative = (file: string) => path.relative(APP, file);

/** Every app file a module loads with it, server-only modules left out (the browser build replaces them). */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

/**
 * The modules Remix's compiler hands esbuild as browser entry points that keep code: root, entry.client and each route
 * with a view (a resource route's browser module is empty: Remix keeps only a route's browser exports).
 */
const browserEntries = [
  path.join(APP, "root.tsx"),
  path.join(APP, "entry.client.tsx"),
  ...files.filter((file) => {
    const inRoutes = path.relative(path.join(APP, "routes"), file);
    const isRoute =
      !inRoutes.startsWith("..") && (!inRoutes.includes(path.sep) || /^route\.tsx?$/.test(path.basename(inRoutes)));
    return isRoute && /^export default /m.test(readFileSync(file, "utf8"));
  }),
];

describe("the modules pages share (app/shared.ts)", () => {
  it("lists modules of the app that can run in the browser", () => {
    expect(members.size).toBeGreaterThan(20);
    for (const member of members) expect(relative(member)).not.toMatch(/\.server\.tsx?$/);
  });

  it("reach every browser entry through ~/shared whenever they reach it at all", () => {
    expect(browserEntries.length).toBeGreaterThan(40);
    const around = browserEntries.flatMap((entry) => {
      const reached = reachedFrom(entry);
      if (reached.has(BARREL)) return [];
      return [...members]
        .filter((member) => reached.has(member))
        .map((member) => `${relative(entry)} → ${relative(member)}`);
    });
    expect(around).toEqual([]);
  });

  it("never lead back to ~/shared from a listed module", () => {
    const cycles = [...members].filter((member) => reachedFrom(member).has(BARREL)).map(relative);
    expect(cycles).toEqual([]);
  });

  it("are imported through ~/shared only by views, routes and the browser entry, never by models, styles or services", () => {
    const below = files
      .filter(
        (file) =>
          !/^(components|routes)\//.test(relative(file)) &&
          !["root.tsx", "entry.client.tsx", "shared.ts"].includes(relative(file)),
      )
      .filter((file) => staticImports(file).includes(BARREL))
      .map(relative);
    expect(below).toEqual([]);
  });
});
