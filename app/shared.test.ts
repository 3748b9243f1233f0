import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// `app/shared.ts` only pays off while every route reaches its modules through it (docs/decisions/033): one module
// importing a listed module directly gives the routes that reach it a different set again, and esbuild a chunk of
// its own. A listed module importing "~/shared" would close an import cycle.

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
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
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
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/**
 * The app files a module loads with it: its static imports and re-exports, without those of types only (erased) and
 * without what `import()` loads later.
 */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
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

describe("the modules pages share (app/shared.ts)", () => {
  it("lists modules of the app, each once, none of them server-only", () => {
    expect(members.size).toBeGreaterThan(20);
    for (const member of members) expect(relative(member)).not.toMatch(/\.server\.tsx?$/);
  });

  it("are imported through ~/shared by every module that can reach the browser", () => {
    const direct = files
      .filter((file) => file !== BARREL && !members.has(file) && !/\.server\.tsx?$/.test(file))
      .flatMap((file) => staticImports(file).filter((target) => members.has(target)).map((target) => `${relative(file)} → ${relative(target)}`));
    expect(direct).toEqual([]);
  });

  it("never lead back to ~/shared from a listed module", () => {
    const cycles: string[] = [];
    for (const member of members) {
      const seen = new Set<string>();
      const stack = [member];
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        for (const target of staticImports(file)) {
          if (target === BARREL) cycles.push(`${relative(member)} reaches ~/shared through ${relative(file)}`);
          else stack.push(target);
        }
      }
    }
    expect(cycles).toEqual([]);
  });
});
