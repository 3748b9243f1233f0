// Part of `npm run build`, after `remix build`: writes a Brotli (quality 11) and a gzip (level 9) copy beside every
// text file of public/build/ (the fingerprinted scripts and styles). They never change under a
// name, so compressing them once, at the highest levels, costs nothing per request: the site (server.mjs, with
// express-static-gzip) and the edge (nginx's brotli_static and gzip_static) send these files as they are.
// On-the-fly compression of the same chunks is Brotli 4 or gzip 6, 14–16 % larger (docs/benchmarks.md).
// Every file, however small: a page loads ~25 chunks under 512 bytes, and sent as they are (compression() skips
// bodies under 1 KB) they cost ~1.3 KB of first-load JavaScript a page. A copy is written only when smaller than
// the file; `remix build` empties public/build/, so none goes stale there.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|map|json|svg|txt|xml|html|webmanifest)$/;

function* filesBelow(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** Writes (or removes, when it would not pay) `file.br` and `file.gz`; returns the bytes before and after. */
export function precompress(file) {
  const body = readFileSync(file);
  const variants = {
    ".br": brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    ".gz": gzipSync(body, { level: 9 }),
  };
  for (const [suffix, compressed] of Object.entries(variants)) {
    if (compressed.length < body.length) writeFileSync(file + suffix, compressed);
    else rmSync(file + suffix, { force: true });
  }
  return { raw: body.length, br: Math.min(body.length, variants[".br"].length) };
}

export function precompressBuild(buildDir = "public/build") {
  const files = [...filesBelow(buildDir)].filter((file) => TEXT.test(file));
  let raw = 0;
  let br = 0;
  for (const file of files) {
    const sizes = precompress(file);
    raw += sizes.raw;
    br += sizes.br;
  }
  return { files: files.length, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, raw, br } = precompressBuild(process.argv[2] ?? "public/build");
  console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB raw, ${(br / 1024).toFixed(0)} KB Brotli`);
}
