import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { decode, encode } from "turbo-stream";
import { describe, expect, it } from "vitest";

// patches/turbo-stream+2.4.1.patch rewrites the walk of turbo-stream's encoder (the CommonJS build the server loads)
// for speed: it turns every document's loader data into the stream the page carries. The text it writes must stay
// the library's, byte for byte: the expected strings below were written by the unpatched turbo-stream 2.4.1.
const require = createRequire(import.meta.url);
const { flatten } = require(join(dirname(require.resolve("turbo-stream")), "flatten.js")) as {
  flatten: (this: Encoder, input: unknown) => number | [number];
};

type Encoder = {
  deferred: Record<number, unknown>;
  index: number;
  indices: Map<unknown, number>;
  stringified: string[];
  plugins?: ((value: unknown) => unknown[] | undefined)[];
  postPlugins?: ((value: unknown) => unknown[] | undefined)[];
};

/** The first line of `encode(input)` with plugins shaped like Remix's single-fetch ones. */
function flattened(input: unknown) {
  const encoder: Encoder = {
    deferred: {},
    index: 0,
    indices: new Map(),
    stringified: [],
    plugins: [(v) => (v instanceof Error ? ["SanitizedError", v.name, v.message] : undefined)],
    postPlugins: [(v) => (v && typeof v === "object" ? ["SingleFetchClassInstance", Object.fromEntries(Object.entries(v))] : undefined)],
  };
  const id = flatten.call(encoder, input);
  return { id, text: `[${encoder.stringified.join(",")}]` };
}

class Store {
  id = 1;
}

describe("turbo-stream's encoder, as patched", () => {
  it("writes loader data as the library does: keys and values deduplicated, shared objects written once", () => {
    const shared = { id: 7 };
    const data = {
      place: { slug: "tampa-fl", label: "Tampa, FL" },
      listings: [
        { name: "A", distance: 2.5, offers: [shared], printable: true },
        { name: "B", distance: null, offers: [shared], printable: true },
      ],
      page: 1,
    };
    expect(flattened(data)).toEqual({
      id: 0,
      text:
        '[{"_1":2,"_7":8,"_24":25},"place",{"_3":4,"_5":6},"slug","tampa-fl","label","Tampa, FL","listings",[9,21],' +
        '{"_10":11,"_12":13,"_14":15,"_19":20},"name","A","distance",2.5,"offers",[16],{"_17":18},"id",7,"printable",' +
        'true,{"_10":22,"_12":-5,"_14":23,"_19":20},"B",[16],"page",1]',
    });
  });

  it.each([
    ["special numbers", [0, -0, NaN, Infinity, -Infinity, 1.5, 0], "[[1,1,-2,-6,-3,2,1],0,1.5]"],
    ["array holes", [1, , 3], "[[1,-1,2],1,3]"], // eslint-disable-line no-sparse-arrays
    ["strings that are also keys", { a: "a", _1: "_1", list: ["a", "_1"] }, '[{"_1":1,"_2":2,"_3":4},"a","_1","list",[1,2]]'],
    ["text to escape", { text: 'Fish & Chips <b>"quoted"' }, '[{"_1":2},"text","Fish & Chips <b>\\"quoted\\""]'],
    [
      "dates, URLs, sets and maps",
      { date: new Date(0), url: new URL("https://x.example/y?z=1"), set: new Set([1, "a"]), map: new Map([["k", [1]]]) },
      '[{"_1":2,"_3":4,"_5":6,"_9":10},"date",["D",0],"url",["U","https://x.example/y?z=1"],"set",["S",7,8],1,"a","map",["M",11,12],"k",[7]]',
    ],
    ["an error, through a plugin", { failed: new Error("upstream down") }, '[{"_1":2},"failed",["SanitizedError",3,4],"Error","upstream down"]'],
    ["a class instance, through a post-plugin", { store: new Store() }, '[{"_1":2},"store",["SingleFetchClassInstance",3],{"_4":5},"id",1]'],
  ])("writes %s as the library does", (_name, input, text) => {
    expect(flattened(input)).toEqual({ id: 0, text });
  });

  // The library writes every string with JSON.stringify; the patch quotes the ones that need no escape itself.
  it.each([
    ["a backslash", "C:\\coupons"],
    ["a quote", 'the "best" deal'],
    ["control characters", "line\nbreak\ttab\u0001\u001f"],
    ["DEL and Latin-1", "\u007f café ©"],
    ["a paired surrogate (emoji)", "deal \ud83c\udf89"],
    ["a lone high surrogate", "broken \ud83c"],
    ["a lone low surrogate", "\udf89 broken"],
    ["line and paragraph separators", "a\u2028b\u2029c"],
    ["nothing to escape", "40% Off Your First Order"],
    ["the empty string", ""],
  ])("writes a string with %s as JSON.stringify does", (_name, text) => {
    expect(flattened(text)).toEqual({ id: 0, text: `[${JSON.stringify(text)}]` });
    expect(flattened({ [text]: text }).text).toBe(`[{"_1":1},${JSON.stringify(text)}]`);
  });

  it("answers a value already written with its index in an array, as callers of flatten expect", () => {
    const encoder: Encoder = { deferred: {}, index: 0, indices: new Map(), stringified: [] };
    const shared = { a: 1 };
    expect(flatten.call(encoder, { shared })).toBe(0);
    expect(flatten.call(encoder, shared)).toEqual([2]);
  });

  it("still refuses what it cannot encode", () => {
    expect(() => flattened({ f: () => 1 })).toThrow(/Cannot encode function/);
  });

  it("decodes back to the data it encoded", async () => {
    const data = {
      listings: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Business ${i % 7}`, distance: i % 3 ? i / 2 : null, tags: ["a", "b"] })),
      empty: [],
      nested: { deeper: { deepest: [true, false, 0, "0", 2.5] } },
    };
    const decoded = await decode(encode(data));
    await decoded.done;
    expect(decoded.value).toEqual(data);
  });
});
