import { readdirSync } from "node:fs";
import { z } from "zod";
import { repeatingSoftFailure } from "./answer-bounds.server";

/** `item` repeated `count` times in a list. */
const many = (item: unknown, count = 10_000): unknown[] => Array<unknown>(count).fill(item);

/** How many issues zod's validate raised checking `value` before it stopped: read by parsing with its own option. */
function issuesValidateRaises(schema: z.ZodType, value: unknown): number {
  // `validate` answers only true or false; `abortEarly` is the option it parses with (node_modules/zod/v4/core/parse.js).
  const parsed = schema.safeParse(value, { abortEarly: true } as z.core.ParseContext<z.core.$ZodIssue>);
  return parsed.success ? 0 : parsed.error.issues.length;
}

describe("repeatingSoftFailure", () => {
  it.each([
    [
      "a check on a listed value",
      z.array(z.string().min(1)),
      many(""),
      "[]: a min_length check without { abort: true }",
    ],
    [
      "a whole-number check",
      z.array(z.number().int()),
      many(1e300),
      "[]: a number_format check without { abort: true }",
    ],
    ["a string format", z.array(z.email()), many("x"), "[]: a string_format check without { abort: true }"],
    ["a refinement", z.array(z.number().refine((n) => n > 0)), many(0), "[]: a custom check without { abort: true }"],
    [
      "a check deep in a listed object",
      z.object({ items: z.array(z.object({ id: z.number(), state: z.string().length(2) })) }),
      { items: many({ id: 1, state: "" }) },
      "items[]: state: a length_equals check without { abort: true }",
    ],
    ["a strict listed object", z.array(z.object({}).strict()), many({ a: 1 }), "[]: a strict object's unknown keys"],
    [
      "a record",
      z.record(z.string(), z.string()),
      Object.fromEntries(many(0).map((value, index) => [`k${index}`, value])),
      "{}: a record, whose entries are all checked whatever the first raised",
    ],
  ])("names %s, which zod checks on every item of a wrong answer", (_, schema, wrong, part) => {
    expect(repeatingSoftFailure(schema)).toBe(part);
    expect(issuesValidateRaises(schema, wrong)).toBe(10_000);
  });

  it.each([
    ["a list of wrong types", z.array(z.object({ id: z.number(), name: z.string() })), many({ id: "1" })],
    ["a string format that aborts", z.array(z.email({ abort: true })), many("x")],
    ["checks that abort", z.array(z.string().min(1, { abort: true }).max(2, { abort: true })), many("")],
    [
      "a checked object a transform ends",
      z.array(z.object({ n: z.number().min(1) }).transform(({ n }) => n)),
      many({ n: 0 }),
    ],
    [
      "a caught check",
      z.array(z.object({ day: z.string().min(1).catch(""), id: z.number() })),
      many({ day: "", id: "1" }),
    ],
    [
      "unions and discriminated unions",
      z.array(z.discriminatedUnion("ok", [z.object({ ok: z.literal(true) }), z.object({ ok: z.literal(false) })])),
      many({ ok: 0 }),
    ],
    ["a record of anything", z.array(z.record(z.string(), z.unknown())), many([])],
    ["checks on parts that do not repeat", z.object({ page: z.number().int().min(1) }), { page: 0 }],
    ["a trimmed string", z.array(z.string().trim()), many(0)],
  ])("passes %s: zod stops at the first wrong item", (_, schema, wrong) => {
    expect(repeatingSoftFailure(schema)).toBeNull();
    expect(schema.validate(wrong)).toBe(false);
    expect(issuesValidateRaises(schema, wrong)).toBeLessThanOrEqual(2);
  });

  it("passes every schema the services build", async () => {
    // Every schema zod constructs while the service modules load, parts included.
    const built: z.core.$ZodType[] = [];
    z.config({ postProcessor: (schema) => void built.push(schema as z.core.$ZodType) });
    try {
      for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith(".server.ts"))) {
        await import(`./${file.slice(0, -".server.ts".length)}.server.ts`);
      }
    } finally {
      z.config({ postProcessor: undefined });
    }
    expect(built.length).toBeGreaterThan(300);
    expect(built.map((schema) => repeatingSoftFailure(schema)).filter((part) => part !== null)).toEqual([]);
  });
});
