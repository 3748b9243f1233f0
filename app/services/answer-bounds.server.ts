import type { z } from "zod";

/*
 * Whether zod's `validate` stops a schema at the first thing wrong with an answer, so that checking a malformed answer
 * costs a small multiple of its size whatever its shape (DESIGN §6b).
 *
 * `safeParse` builds one issue object (~400 bytes) per wrong value: an answer of `[0,0,…]` costs some 230 times its
 * size. `validate` (zod 4.6, node_modules/zod/v4/core/parse.js) runs the same parse with `abortEarly`: an array, an
 * object's shape, its catch-all and a tuple's rest stop before their next child once one has raised an *aborting*
 * issue: a wrong type, a missing key, an `invalid_union`, a transform's issue, anything a pipe's input raised. They do
 * not stop for a check's issue (`.min()`, `.length()`, `.regex()`, `.int()`'s range, `.refine()`: `continue: true`
 * unless the check says `abort: true`) nor for a strict object's unknown keys, and a record never stops at all.
 * `[“”, “”, …]` against `z.array(z.string().min(1))` costs as much under `validate` as `[0,0,…]` does under
 * `safeParse`. So a schema upstream answers are checked with must not repeat a part that can fail without aborting:
 * `repeatingSoftFailure` names the first one it finds (the door refuses such a schema), or null.
 */

type Schema = z.core.$ZodType;

/** The parts of a schema's definition read here (zod 4's `_zod.def`: `type`, `checks`, and each kind's children). */
interface Def {
  type: string;
  /** Set when the schema is itself a check, and then whether its issue aborts. */
  check?: string;
  abort?: boolean;
  checks?: readonly { _zod: { def: { check: string; abort?: boolean } } }[];
  element?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  getter?: () => Schema;
}

function defOf(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

/** Kinds whose own parse raises only aborting issues and which hold no other schema. */
const LEAVES = new Set([
  "string",
  "number",
  "int",
  "boolean",
  "bigint",
  "symbol",
  "null",
  "undefined",
  "void",
  "never",
  "any",
  "unknown",
  "date",
  "nan",
  "enum",
  "literal",
  "template_literal",
  "file",
  "transform",
]);

/** The checks a schema runs: those added to it (`.min()`), and itself when it is one (`z.email()`, `z.custom()`). */
function checksOf(def: Def): { check?: string; abort?: boolean }[] {
  return [...(def.check === undefined ? [] : [def]), ...(def.checks ?? []).map((check) => check._zod.def)];
}

/** A check that can fail without aborting: every check but an overwrite (`.trim()`), unless it says `abort: true`. */
function softCheck(def: Def): string | null {
  const soft = checksOf(def).find(({ check, abort }) => check !== "overwrite" && abort !== true);
  return soft ? `a ${soft.check} check without { abort: true }` : null;
}

/**
 * How `schema` can fail with only non-aborting issues (so a container checking it keeps going), or null when any
 * failure of it aborts. `keysOnly`: only an unknown-keys issue counts (what a pipe's input passes on).
 */
function softFailure(schema: Schema, keysOnly = false, within = new Set<Schema>()): string | null {
  // A schema met again inside itself (z.lazy) adds no way to fail that its first visit does not find.
  if (within.has(schema)) return null;
  within.add(schema);
  const found = softFailureOf(schema, keysOnly, within);
  within.delete(schema);
  return found;
}

function softFailureOf(schema: Schema, keysOnly: boolean, within: Set<Schema>): string | null {
  const def = defOf(schema);
  const soft = (child: Schema | null | undefined, only = keysOnly) => (child ? softFailure(child, only, within) : null);
  const own = keysOnly ? null : softCheck(def);
  if (own) return own;
  if (LEAVES.has(def.type) || def.type === "custom") return null;
  switch (def.type) {
    case "object": {
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const found = soft(child);
        if (found) return `${key}: ${found}`;
      }
      if (def.catchall && defOf(def.catchall).type === "never") return "a strict object's unknown keys";
      return soft(def.catchall);
    }
    case "array":
    case "set":
      return soft(def.element ?? def.valueType);
    case "record":
    case "map":
      return soft(def.keyType) ?? soft(def.valueType);
    case "tuple":
      return [...(def.items ?? []), def.rest].map((child) => soft(child)).find((found) => found) ?? null;
    case "union":
      return (def.options ?? []).map((child) => soft(child)).find((found) => found) ?? null;
    case "intersection":
      return soft(def.left) ?? soft(def.right);
    case "pipe":
      // Any issue of the pipe's input but an unknown key aborts it.
      return soft(def.in, true) ?? soft(def.out);
    case "optional":
    case "nullable":
    case "nonoptional":
    case "readonly":
    case "default":
    case "prefault":
    case "promise":
      return soft(def.innerType);
    case "catch":
    case "success":
      // Never fails.
      return null;
    case "lazy":
      return soft(def.getter?.());
    default:
      return `a ${def.type} schema`;
  }
}

/** A record's key or value that can fail: a record checks every entry, whatever the ones before raised. */
function canFail(schema: Schema, key: boolean): boolean {
  const def = defOf(schema);
  if (checksOf(def).some(({ check }) => check !== "overwrite")) return true;
  // A JSON object's keys are strings: a string key without checks cannot fail.
  return !["unknown", "any", "catch", "success", ...(key ? ["string"] : [])].includes(def.type);
}

/**
 * The first part of `schema` that `validate` may check once per item of an answer without stopping at a failed one
 * (see the top of this file), as its path and why, or null when there is none.
 */
export function repeatingSoftFailure(schema: Schema, path = "", seen = new Set<Schema>()): string | null {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = defOf(schema);
  const within = (child: Schema | null | undefined, at = path): string | null =>
    child ? repeatingSoftFailure(child, at, seen) : null;
  const repeated = (child: Schema | null | undefined, at: string): string | null => {
    const found = child ? softFailure(child) : null;
    return found ? `${at}: ${found}` : within(child, at);
  };
  switch (def.type) {
    case "array":
    case "set":
      return repeated(def.element ?? def.valueType, `${path}[]`);
    case "record":
    case "map":
      if ((def.keyType && canFail(def.keyType, true)) || (def.valueType && canFail(def.valueType, false)))
        return `${path}{}: a record, whose entries are all checked whatever the first raised`;
      return within(def.valueType, `${path}{}`);
    case "object": {
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const found = within(child, path === "" ? key : `${path}.${key}`);
        if (found) return found;
      }
      const catchall = def.catchall && defOf(def.catchall).type !== "never" ? def.catchall : undefined;
      return repeated(catchall, `${path}{}`);
    }
    case "tuple":
      return (
        (def.items ?? []).map((child, index) => within(child, `${path}[${index}]`)).find((found) => found) ??
        repeated(def.rest, `${path}[…]`)
      );
    case "union":
      return (def.options ?? []).map((child) => within(child)).find((found) => found) ?? null;
    case "intersection":
      return within(def.left) ?? within(def.right);
    case "pipe":
      return within(def.in) ?? within(def.out);
    case "lazy":
      return within(def.getter?.());
    default:
      return within(def.innerType);
  }
}

/*
 * What parsing an answer may cost. `JSON.parse` holds some 45 bytes of heap for each object or array, written in as
 * few as two (`{},`): 20 MiB of `[{},{},…]`, within the coverage feed's size cap, ran a 320 MB instance out of memory
 * before any schema saw it. The upstreams' real answers hold one object or list per 98 to 257 bytes (the coverage
 * feed's cities and stores, listings, search, a business); an answer may hold one per 32, past a floor no answer of a
 * few hundred kilobytes reaches, so 20 MiB parse into at most ~35 MB of them.
 */
const CONTAINER_FLOOR = 65_536;
const BYTES_PER_CONTAINER = 32;

/** Whether the JSON `text` holds more objects and lists (counted as `{` and `[`, in strings too) than its size allows. */
export function tooDenseToParse(text: string): boolean {
  let allowed = CONTAINER_FLOOR + text.length / BYTES_PER_CONTAINER;
  if (text.length <= allowed) return false;
  for (let at = text.indexOf("{"); at !== -1; at = text.indexOf("{", at + 1)) if (--allowed < 0) return true;
  for (let at = text.indexOf("["); at !== -1; at = text.indexOf("[", at + 1)) if (--allowed < 0) return true;
  return false;
}
