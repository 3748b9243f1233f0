// A Playwright reporter that says where the browser tests' time goes, by kind of step: navigations, expectations,
// evaluations (axe-core's checks among them), waits for the network, hooks. Add it beside another reporter:
//   npx playwright test --reporter=list,./scripts/playwright-step-times.mjs [files]
// Only a test's own steps count (the steps of a `test.step` too), not the inner steps a step is made of, so the
// totals add up to the tests' time less the gaps between steps.

const TOP = 25;

/** One name per kind of step: the call without its arguments ("Navigate", "Expect", "Wait for load state"). */
function kindOf(step) {
  return `${step.category} ${step.title
    .replace(/\s*["'(].*$/, "")
    .replace(/\d+/g, "N")
    .slice(0, 50)}`;
}

export default class StepTimes {
  totals = new Map();
  tests = 0;
  testMs = 0;

  onStepEnd(_test, _result, step) {
    if (step.parent && step.parent.category !== "test.step") return;
    const kind = kindOf(step);
    const total = this.totals.get(kind) ?? { count: 0, ms: 0 };
    total.count += 1;
    total.ms += step.duration;
    this.totals.set(kind, total);
  }

  onTestEnd(_test, result) {
    this.tests += 1;
    this.testMs += result.duration;
  }

  onEnd() {
    const rows = [...this.totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, TOP);
    console.log(`\nWhere ${this.tests} tests' ${(this.testMs / 1000).toFixed(1)} s went (summed over workers):`);
    console.log("   seconds   steps  ms/step  kind");
    for (const [kind, { count, ms }] of rows) {
      const each = (ms / count).toFixed(0);
      console.log(
        `${(ms / 1000).toFixed(1).padStart(10)} ${String(count).padStart(7)} ${each.padStart(8)}  ${kind.trim()}`,
      );
    }
  }

  printsToStdio() {
    return true;
  }
}
