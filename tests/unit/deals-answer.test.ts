// The deals upstream's "none here" is most of the country's standing answer, and only `dealsAnswerAt` tells it from
// a passing fault: a page that settled the deals answer itself would be kept by shared caches for seconds wherever
// there are no deals (found on the search, the campaigns and the deal overlay after the header was fixed).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const APP = join(__dirname, "../../app");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the deals upstream's answer", () => {
  it("is asked for by pages only through dealsAnswerAt", () => {
    const askers = sources(APP)
      .filter((file) => /\.getDeals\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(APP, file));
    expect(askers).toEqual(["pages/deal-alternatives.server.ts"]);
  });
});
