// The guide stays true (issue 33): every repository path that docs/*.md, README.md or a code comment names
// must exist, so that a newcomer who follows one is not sent to a room that is gone. Paths are found by a
// linear scan (no regular expression); placeholders (`[id]` if no such folder, `<name>`, `…`, `*`, `{de,en}`)
// stand for any name, and `a/b/…` only needs `a/b` to exist.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROOTS = ["app", "components", "lib", "tests", "scripts", "bench", "prisma", "docs", "messages", "deploy"];
const SOURCE_DIRS = ["app", "components", "lib", "tests", "scripts", "bench", "prisma"];
const SKIP_DIRS = new Set(["node_modules", "generated", ".next", "test-results", "playwright-report"]);
const MODULE_SUFFIXES = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];

const isNameChar = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c === "_" || c === "-";
const isPathChar = (c: string) => isNameChar(c) || ".…/*+@$%".includes(c);
const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };
const CLOSERS = new Set(Object.values(OPENERS));

/** The repository paths that a text names, in the order they appear. Each character is looked at a bounded number of times. */
export function namedPaths(text: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < text.length) {
    const root = ROOTS.find((r) => text.startsWith(r + "/", i));
    const before = i === 0 ? "" : text.charAt(i - 1);
    const atBoundary = before === "" || !(isPathChar(before) || before === "\\") || text.slice(Math.max(0, i - 2), i) === "@/";
    if (!root || !atBoundary) {
      i += 1;
      continue;
    }
    // Extend over path characters and balanced brackets; a closer without its opener ends the path.
    const stack: { closer: string; at: number }[] = [];
    let j = i;
    while (j < text.length) {
      const c = text.charAt(j);
      if (OPENERS[c]) stack.push({ closer: OPENERS[c], at: j });
      else if (CLOSERS.has(c)) {
        if (stack.at(-1)?.closer !== c) break;
        stack.pop();
      } else if (c === "," && stack.at(-1)?.closer !== "}") break;
      else if (!isPathChar(c) && c !== ",") break;
      j += 1;
    }
    // An unclosed bracket is prose, not part of the path: the path ends before the first one.
    let candidate = text.slice(i, stack[0]?.at ?? j);
    while (candidate.length > 0 && ".,:;".includes(candidate.at(-1)!)) candidate = candidate.slice(0, -1);
    if (candidate.length > root.length + 1) found.push(candidate);
    i = j > i ? j : i + 1;
  }
  return found;
}

/** `{a,b}` → one path per alternative; every one of them must exist. */
function expandBraces(named: string): string[] {
  const open = named.indexOf("{");
  const close = named.indexOf("}", open);
  if (open < 0 || close < 0) return [named];
  const head = named.slice(0, open);
  const tail = named.slice(close + 1);
  return named
    .slice(open + 1, close)
    .split(",")
    .flatMap((alternative) => expandBraces(head + alternative + tail));
}

/** A segment's literal pieces around its placeholders, or null when it has none. */
function wildcardParts(segment: string): string[] | null {
  const parts: string[] = [];
  let literal = "";
  let wild = false;
  for (let k = 0; k < segment.length; k++) {
    const c = segment.charAt(k);
    if (c === "*" || c === "…") {
      parts.push(literal);
      literal = "";
      wild = true;
    } else if (c === "<") {
      const end = segment.indexOf(">", k);
      if (end < 0) {
        literal += c;
        continue;
      }
      parts.push(literal);
      literal = "";
      wild = true;
      k = end;
    } else if (c === "." && segment.startsWith("...", k) && !segment.startsWith("[...", k - 1)) {
      parts.push(literal);
      literal = "";
      wild = true;
      k += 2;
    } else literal += c;
  }
  parts.push(literal);
  return wild ? parts : null;
}

/** Glob match by successive indexOf: linear in the name for each literal piece. */
function matchesParts(name: string, parts: string[]): boolean {
  const first = parts[0] ?? "";
  if (!name.startsWith(first)) return false;
  let at = first.length;
  for (const part of parts.slice(1, -1)) {
    const next = name.indexOf(part, at);
    if (next < 0) return false;
    at = next + part.length;
  }
  const last = parts.at(-1) ?? "";
  return name.length - last.length >= at && name.endsWith(last);
}

function entries(dir: string): string[] {
  try {
    return statSync(dir).isDirectory() ? readdirSync(dir) : [];
  } catch {
    return [];
  }
}

/** Whether some file or folder in the repository fits the named path. */
export function pathExists(named: string): boolean {
  let clean = named.startsWith("@/") ? named.slice(2) : named;
  while (clean.endsWith("/")) clean = clean.slice(0, -1);
  return expandBraces(clean).every(oneExists);
}

function oneExists(clean: string): boolean {
  const segments = clean.split("/").filter((s) => s !== "");
  let current = [ROOT];
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    const isLast = index === segments.length - 1;
    // "a/b/…": the rest is left open.
    if (segment === "…" || segment === "..." || segment === "**") return current.length > 0;
    const next: string[] = [];
    for (const dir of current) {
      const segmentName = segment ?? "";
      const suffixes = isLast ? MODULE_SUFFIXES : [""];
      const literal = suffixes.map((s) => path.join(dir, segmentName + s)).find((p) => existsSync(p));
      if (literal) {
        next.push(path.join(dir, segmentName));
        continue;
      }
      // `[id]` may be a placeholder where the folder is named otherwise (`[slug]`).
      const parts = wildcardParts(segmentName) ?? (segmentName.startsWith("[") ? ["[", "]"] : null);
      if (!parts) continue;
      for (const name of entries(dir)) {
        const base = isLast ? name.replace(/\.(?:tsx?|mjs|js)$/, "") : name;
        if (matchesParts(name, parts) || matchesParts(base, parts)) next.push(path.join(dir, name));
      }
    }
    if (next.length === 0) return false;
    current = next;
  }
  return current.length > 0;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of entries(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.(?:tsx?|mjs|cjs|js)$/.test(name)) out.push(full);
  }
  return out;
}

/** The text of every comment in a source file, as the TypeScript parser sees it (strings and regexes are not comments). */
export function commentsOf(fileName: string, text: string): string[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : fileName.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  // Leading trivia of every node holds its comments; those before a closing token sit after the last child.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    let last: ts.Node | undefined;
    ts.forEachChild(node, (child) => {
      visit(child);
      last = child;
    });
    if (last) collect(ts.getLeadingCommentRanges(text, last.end));
  };
  visit(source);
  return comments;
}

const existing = new Map<string, boolean>();
function stalePaths(where: string, text: string): string[] {
  const stale = [...new Set(namedPaths(text))].filter((p) => {
    if (!existing.has(p)) existing.set(p, pathExists(p));
    return !existing.get(p);
  });
  return stale.map((p) => `${where}: ${p}`);
}

describe("paths named in the guide and in comments", () => {
  it("finds paths by a linear scan, with brackets, placeholders and trailing punctuation", () => {
    expect(namedPaths("see `lib/http/route.ts`, (lib/errors.ts). And app/[locale]/(public)/q/… too")).toEqual([
      "lib/http/route.ts",
      "lib/errors.ts",
      "app/[locale]/(public)/q/…",
    ]);
    expect(namedPaths("import from @/lib/format and messages/{de,en,fr,it}.json; not node_modules/next/dist/lib/x")).toEqual([
      "lib/format",
      "messages/{de,en,fr,it}.json",
    ]);
    expect(namedPaths("https://example.org/app/x or libs/app")).toEqual([]);
    expect(namedPaths("a".repeat(50_000) + "lib/" + "(".repeat(50_000))).toEqual([]);
  });

  it("resolves literal paths, module specifiers and placeholders against the tree", () => {
    expect(pathExists("lib/http/route.ts")).toBe(true);
    expect(pathExists("@/lib/http/route")).toBe(true);
    expect(pathExists("lib/<domain>/schema.ts")).toBe(true);
    expect(pathExists("messages/{de,en,fr,it}.json")).toBe(true);
    expect(pathExists("app/api/<resource>/route.ts")).toBe(true);
    expect(pathExists("app/api/auth/[...nextauth]/route.ts")).toBe(true);
    expect(pathExists("tests/unit/messages*.test.ts")).toBe(true);
    expect(pathExists("lib/public/consultant-page.ts")).toBe(false);
    expect(pathExists("messages/{de,xx}.json")).toBe(false);
    expect(pathExists("lib/nowhere/…")).toBe(false);
  });

  it("docs/*.md and README.md name only paths that exist", () => {
    const docs = entries(path.join(ROOT, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => `docs/${name}`);
    const stale = ["README.md", ...docs].flatMap((file) => stalePaths(file, readFileSync(path.join(ROOT, file), "utf8")));
    expect(stale).toEqual([]);
  });

  it("code comments name only paths that exist", () => {
    const files = [
      ...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))),
      ...entries(ROOT)
        .filter((name) => /\.(?:tsx?|mjs|cjs)$/.test(name))
        .map((name) => path.join(ROOT, name)),
    ];
    const stale = [...new Set(files)].flatMap((file) => {
      const text = readFileSync(file, "utf8");
      // Parsing is slow; only a file whose text (code and comments) names a missing path needs it.
      if (stalePaths(file, text).length === 0) return [];
      return stalePaths(path.relative(ROOT, file), commentsOf(file, text).join("\n"));
    });
    expect(stale).toEqual([]);
  }, 60_000);
});
