import { withinBudget } from "./time-budget.server";

describe("withinBudget", () => {
  it("answers the value when it comes in time", async () => {
    expect(await withinBudget(Promise.resolve("links"), 50, "none")).toBe("links");
  });

  it("answers the fallback once the budget has passed, without waiting for the load", async () => {
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve("late"), 1_000));
    const started = Date.now();
    expect(await withinBudget(slow, 30, "none")).toBe("none");
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("passes a failure in time on to the caller", async () => {
    await expect(withinBudget(Promise.reject(new Error("down")), 50, "none")).rejects.toThrow("down");
  });
});
