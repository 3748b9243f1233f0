import { shuffled } from "./shuffle";

function sequence(values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe("shuffled", () => {
  it.each([
    ["a random source of 0 rotates the first item to the end", [0], ["b", "c", "d", "a"]],
    ["a random source just under 1 keeps the order", [0.999], ["a", "b", "c", "d"]],
  ])("%s", (_name, randoms, expected) => {
    expect(shuffled(["a", "b", "c", "d"], sequence(randoms))).toEqual(expected);
  });

  it("keeps every item exactly once and leaves the input untouched", () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const output = shuffled(input);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it.each([[[]], [["only"]]])("returns %j unchanged", (input) => {
    expect(shuffled(input)).toEqual(input);
  });
});
