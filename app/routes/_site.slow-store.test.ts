import type { ShellData } from "~/models/shell";
import { bodyOf, catalogForLoaders, visitArgs } from "~/test-support/loader-harness";
import { loader as shellLoader } from "./_site";

// Its own file, so the process-wide cache has never held the store's answers (issue 13: a slow store), with a budget
// for data a page can go without of 100 ms (production's is 400 ms) and a store two seconds late.
process.env.OPTIONAL_DATA_BUDGET_MS = "100";
const catalog = catalogForLoaders();

describe("pages while the store is slow", () => {
  it("do not wait for the store's specialty links beyond a short budget", async () => {
    await catalog.fault({ path: "/storage/specialty-links.json", delayMs: 2_000 });
    const started = Date.now();
    const shell = bodyOf(await shellLoader(visitArgs("/newsroom"))) as ShellData;
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(shell.specialtyLinksError).toBeNull();
  });
});
