// One name, one service: lib/moderation had two different functions called listModerationQueue (the queue of
// cases with a deadline and the list of every evaluation to moderate), so a caller got whichever file it
// happened to import. Each exported function of the folder has a name of its own.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const FOLDER = path.resolve(import.meta.dirname, "../../lib/moderation");

function exportedFunctions(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const names = new Set<string>();
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
  }
  return [...names];
}

describe("lib/moderation", () => {
  it("exports each function name from one module only", () => {
    const owners = new Map<string, string[]>();
    for (const entry of readdirSync(FOLDER)) {
      if (!/\.tsx?$/.test(entry)) continue;
      for (const name of exportedFunctions(path.join(FOLDER, entry))) owners.set(name, [...(owners.get(name) ?? []), entry]);
    }
    const shared = [...owners].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
  });
});
