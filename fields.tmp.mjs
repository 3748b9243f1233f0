import { decode } from "turbo-stream";
import { readFileSync } from "node:fs";
const text = readFileSync("/tmp/d.txt", "utf8");
const stream = new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode(text)); c.close(); } });
const d = await decode(stream); await d.done;
const data = d.value["routes/_site.local.$slug._index"].data;
const sizes = {};
for (const l of [...data.visit.listings, ...data.serving.listings]) {
  for (const [k, v] of Object.entries(l)) sizes[k] = (sizes[k] ?? 0) + JSON.stringify(v ?? null).length;
  for (const o of l.offers) for (const [k, v] of Object.entries(o)) sizes["offer." + k] = (sizes["offer." + k] ?? 0) + JSON.stringify(v ?? null).length;
}
console.log(Object.entries(sizes).sort((a, b) => b[1] - a[1]));
