import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

// The docs are a map: every repository path they name in backticks must lead somewhere. History is exempt — a
// record's "Context" (what was, before the decision), records superseded whole, and docs/benchmarks.md, a log of
// figures measured at past commits. Paths with placeholders (`{slug}`, `*`, `…`, `<name>`) name a shape, not a file.
const ROOT = join(import.meta.dirname, "../..");
const TOP_FOLDERS = ["app", "server", "scripts", "tests", "deploy", "docs", "catalog", "public", "patches", "types"];
const PATH = new RegExp("`((?:" + TOP_FOLDERS.join("|") + ")/[^`\\s]*)`", "g");
// Written by `npm run build`, never committed.
const BUILD_OUTPUTS = ["public/build", "public/sw.js"];

function markdownUnder(folder: string): string[] {
  if (!existsSync(join(ROOT, folder))) return [];
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join(folder, file));
}

const decisionRecord = /^docs\/decisions\/\d{3}-/;

/** What a record's status line says, after `Status:`. */
const statusOf = (record: string) =>
  /Status:\s*(.*)/.exec(record.split("\n").find((line) => /status/i.test(line)) ?? "")?.[1] ?? "";

/** The text of a doc that claims to describe today's tree. */
function presentTense(file: string): string {
  const text = readFileSync(join(ROOT, file), "utf8");
  if (!decisionRecord.test(file)) return text;
  // A record replaced whole describes, where it names files, the tree before its successor; one replaced in part
  // still describes today's tree in the rest.
  if (/^superseded/i.test(statusOf(text))) return "";
  return text.replace(/^## Context\n[\s\S]*?(?=^## )/m, "");
}

function namedPaths(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map(([, path = ""]) => path.replace(/[:#].*$/, "").replace(/[.,;)]+$/, ""))
    .filter((path) => !/[{*…<]/.test(path));
}

const docs = [
  "README.md",
  ...markdownUnder("docs").filter((file) => file !== join("docs", "benchmarks.md")),
  ...markdownUnder("scripts"),
  ...markdownUnder("deploy"),
  ...markdownUnder("catalog"),
];

describe("the docs name only paths that exist", () => {
  it.each(docs)("%s", (file) => {
    const missing = namedPaths(presentTense(file)).filter(
      (path) => !BUILD_OUTPUTS.some((output) => path.startsWith(output)) && !existsSync(join(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });

  // Markdown reads a line break inside backticks as a space: a path split there is neither a path to a reader nor
  // one the test above can check.
  it.each(docs)("%s keeps each path it names on one line", (file) => {
    const split = new RegExp("`(?:" + TOP_FOLDERS.join("|") + ")/[^`\\s]*\\n[^`]*`", "g");
    expect(presentTense(file).match(split) ?? []).toEqual([]);
  });

  it.each(docs)("%s links only to files that exist", (file) => {
    const folder = join(ROOT, file, "..");
    const targets = [...presentTense(file).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target = ""]) => target);
    const broken = targets
      .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
      .filter((target) => !existsSync(join(folder, target.replace(/#.*$/, ""))));
    expect(broken).toEqual([]);
  });

  it(".env.example names only paths that exist", () => {
    const text = readFileSync(join(ROOT, ".env.example"), "utf8");
    const paths = [...text.matchAll(new RegExp(`\\b(?:${TOP_FOLDERS.join("|")})/[\\w./-]*\\w`, "g"))].map(
      ([path]) => path,
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("reads a path as written, without its line anchor or the sentence's punctuation", () => {
    expect(namedPaths("see `app/root.tsx:12`, `docs/decisions/`; and `app/routes/{slug}.tsx`")).toEqual([
      "app/root.tsx",
      "docs/decisions/",
    ]);
  });
});

describe("the decision index", () => {
  const records = readdirSync(join(ROOT, "docs/decisions")).filter((file) => /^\d{3}-.*\.md$/.test(file));
  const index = readFileSync(join(ROOT, "docs/decisions/README.md"), "utf8");

  it.each(records)("lists %s with its title", (file) => {
    const [heading = ""] = readFileSync(join(ROOT, "docs/decisions", file), "utf8").split("\n");
    const title = heading.replace(/^#\s*/, "");
    const number = file.slice(0, 3);
    const row = index.split("\n").find((line) => line.includes(`(${file})`));
    expect(row, `no row links ${file}`).toBeDefined();
    expect(row).toContain(number);
    expect(row).toContain(title.replace(/^\d{3}\s*—\s*/, "").slice(0, 40));
  });

  it.each(records)("names the successor of %s that its status names", (file) => {
    const status = statusOf(readFileSync(join(ROOT, "docs/decisions", file), "utf8"));
    const row = index.split("\n").find((line) => line.includes(`(${file})`)) ?? "";
    const supersededBy = row.split("|")[4]?.trim() ?? "";
    const named = /superseded(?: in part)? by (\d{3})/i.exec(status)?.[1];
    if (named) expect(supersededBy).toMatch(new RegExp(`^${named}\\b`));
    else if (/^superseded/i.test(status)) expect(supersededBy).toMatch(/^\d{3}\b/);
    else expect(supersededBy).toBe("");
  });
});
