// One-off migration: modules most pages share are imported through one barrel, app/shared.ts.
import ts from "typescript";
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import path from "node:path";
const root = process.cwd();
const BARREL = "~/shared";
const members = readFileSync(process.argv[2], "utf8").trim().split("\n").map((l) => path.resolve(root, l.trim()));
const memberSet = new Set(members);
function walk(dir, out = []) {
  for (const e of readdirSync(dir)) {
    const p = path.join(dir, e);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(e)) out.push(p);
  }
  return out;
}
function resolveSpec(from, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return null;
}
// 1. The barrel: named re-exports (esbuild follows named re-exports when it groups modules into chunks, not `export *`).
const config = ts.parseJsonConfigFileContent(ts.readConfigFile("tsconfig.json", ts.sys.readFile).config, ts.sys, root);
const program = ts.createProgram(members, config.options);
const checker = program.getTypeChecker();
const lines = [];
const seen = new Map();
for (const file of [...members].sort()) {
  const sym = checker.getSymbolAtLocation(program.getSourceFile(file));
  if (!sym) { console.error("no exports:", file); continue; }
  const values = [], types = [];
  for (const e of checker.getExportsOfModule(sym)) {
    if (e.name === "default") { console.error("default export not re-exported:", file); continue; }
    if (seen.has(e.name)) { console.error("exported twice:", e.name, path.relative(root, file), path.relative(root, seen.get(e.name))); continue; }
    seen.set(e.name, file);
    const target = e.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(e) : e;
    (target.flags & ts.SymbolFlags.Value ? values : types).push(e.name);
  }
  const spec = "~/" + path.relative(path.join(root, "app"), file).replace(/\.tsx?$/, "");
  if (values.length) lines.push(`export { ${values.sort().join(", ")} } from "${spec}";`);
  if (types.length) lines.push(`export type { ${types.sort().join(", ")} } from "${spec}";`);
}
const header = readFileSync(process.argv[3], "utf8");
writeFileSync(path.join(root, "app/shared.ts"), header + lines.join("\n") + "\n");
// 2. Every other module that can reach the browser imports those modules through the barrel.
let changed = 0, sites = 0;
for (const f of walk(path.join(root, "app"))) {
  if (memberSet.has(f) || /\.test\.|\.server\.|\.d\.ts$|\/shared\.ts$/.test(f)) continue;
  const text = readFileSync(f, "utf8");
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, f.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = [];
  const removed = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const spec = st.moduleSpecifier.text;
    const target = spec === BARREL ? "barrel" : resolveSpec(f, spec);
    if (target !== "barrel" && (!target || !memberSet.has(target))) continue;
    const clause = st.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) { console.error("kept:", path.relative(root, f), st.getText()); continue; }
    for (const el of clause.namedBindings.elements) {
      const typeOnly = clause.isTypeOnly || el.isTypeOnly;
      const imported = el.propertyName ? `${el.propertyName.text} as ${el.name.text}` : el.name.text;
      names.push({ text: (typeOnly ? "type " : "") + imported, key: el.name.text });
    }
    removed.push(st);
    if (target !== "barrel") sites++;
  }
  if (removed.length === 0 || (removed.length === 1 && removed[0].moduleSpecifier.text === BARREL)) continue;
  names.sort((a, b) => a.key.localeCompare(b.key));
  const allTypes = names.every((n) => n.text.startsWith("type "));
  const merged = allTypes
    ? `import type { ${names.map((n) => n.text.slice(5)).join(", ")} } from "${BARREL}";`
    : `import { ${names.map((n) => n.text).join(", ")} } from "${BARREL}";`;
  let out = text;
  // Remove from the end so positions stay valid; the merged import takes the first one's place.
  const sorted = [...removed].sort((a, b) => b.getStart() - a.getStart());
  for (const st of sorted) {
    const start = st.getStart();
    let end = st.getEnd();
    if (out[end] === "\n") end++;
    out = out.slice(0, start) + (st === removed[0] ? merged + "\n" : "") + out.slice(end);
  }
  writeFileSync(f, out);
  changed++;
}
console.log({ changed, sites, members: members.length, lines: lines.length });
