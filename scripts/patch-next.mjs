// Takes one measured cost off every page that Next stores in its page cache (issue 34).
//
// Next 16's incremental cache measures every entry it stores with `JSON.stringify(entry).length`,
// and uses the figure only for data-cache (fetch) entries: pages over 2 MB are not refused. For a
// page, the entry holds its HTML and its RSC payload as a Buffer, which JSON.stringify turns into
// an array of one number per byte: about 2 ms and a few hundred kB of garbage per first render of
// a consultant page (CPU profile in docs/benchmarks.md). This script makes the measurement happen
// only where it is used. It runs after `npm ci` (package.json's postinstall) and in the production
// image; it changes nothing else, and it is idempotent.
//
// If a Next release no longer contains the measured line, the script says so and changes nothing;
// tests/unit/next-patch.test.ts then fails, so that whoever upgrades Next looks at whether the
// patch is still needed (and drops this script if Next fixed it).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules", "next", "dist");

// The minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152` (names vary per file).
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const MINIFIED_PATCHED = /let \w+=\w+\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;/;
// The readable source that the development server loads.
const READABLE = "const itemSize = JSON.stringify(data).length;";
const READABLE_PATCHED = "const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;";

/** Patches the files that hold Next's incremental cache; per file, whether it measured every entry before and is patched now. */
export function patchNext({ write = true } = {}) {
  const compiled = path.join(next, "compiled", "next-server");
  const files = [
    ...(existsSync(compiled)
      ? readdirSync(compiled)
          .filter((f) => f.endsWith(".runtime.prod.js"))
          .map((f) => path.join(compiled, f))
      : []),
    path.join(next, "server", "lib", "incremental-cache", "index.js"),
  ].filter((f) => existsSync(f));
  return files.map((file) => {
    const source = readFileSync(file, "utf8");
    const patched = source
      .replace(
        MINIFIED,
        (_, size, entry, options) => `let ${size}=${options}.fetchCache?JSON.stringify(${entry}).length:0;if(${options}.fetchCache&&${size}>2097152`,
      )
      .replace(READABLE, READABLE_PATCHED);
    if (write && patched !== source) writeFileSync(file, patched);
    return {
      file: path.relative(root, file),
      changed: patched !== source,
      patched: MINIFIED_PATCHED.test(patched) || patched.includes(READABLE_PATCHED),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = patchNext();
  const changed = results.filter((r) => r.changed).length;
  const patched = results.filter((r) => r.patched).length;
  if (patched === 0) {
    console.warn("scripts/patch-next.mjs: this Next release has no entry measurement to patch; see the comment at the top of the script.");
  } else if (changed > 0) {
    console.log(`scripts/patch-next.mjs: Next measures only data-cache entries now (${changed} files).`);
  }
}
