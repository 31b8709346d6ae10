import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readBuildState, reasonToBuild, sourceDigest, STAMP_FILE, type BuildState } from "@/scripts/build-stamp";

describe("whether npm start builds first", () => {
  const current: BuildState = { forced: false, built: true, builtFrom: "abc", sources: "abc" };

  it("serves a build made from the current sources", () => {
    expect(reasonToBuild(current)).toBeNull();
  });

  it("builds when there is no build, the sources changed, the build records no sources, or --rebuild", () => {
    expect(reasonToBuild({ ...current, built: false, builtFrom: undefined })).toBe("no build yet");
    expect(reasonToBuild({ ...current, sources: "def" })).toBe("the sources changed since the last build");
    expect(reasonToBuild({ ...current, builtFrom: undefined })).toBe("the build does not record its sources");
    expect(reasonToBuild({ ...current, forced: true })).toBe("--rebuild");
  });
});

describe("the digest of the build's sources", () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  const fresh = () => {
    root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
    write("app/page.tsx", "export default function Page() {}");
    write("lib/format/money.ts", "export const money = 1;");
    write("messages/de.json", "{}");
    write("next.config.mjs", "export default {};");
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("changes with a file's content, a new file, a removed file or a renamed one", () => {
    fresh();
    const before = sourceDigest(root);
    write("lib/format/money.ts", "export const money = 2;");
    const edited = sourceDigest(root);
    expect(edited).not.toBe(before);
    write("components/ui/button.tsx", "export {}");
    const added = sourceDigest(root);
    expect(added).not.toBe(edited);
    rmSync(path.join(root, "components"), { recursive: true });
    expect(sourceDigest(root)).toBe(edited);
    rmSync(path.join(root, "messages/de.json"));
    write("messages/en.json", "{}");
    expect(sourceDigest(root)).not.toBe(edited);
  });

  it("stays the same when only modification times change (a checkout), or outside the inputs", () => {
    fresh();
    const before = sourceDigest(root);
    utimesSync(path.join(root, "app/page.tsx"), new Date(), new Date(Date.now() + 60_000));
    write("README.md", "changed");
    write("tests/unit/x.test.ts", "changed");
    write("lib/node_modules/x/index.js", "ignored");
    expect(sourceDigest(root)).toBe(before);
  });

  it("reads the build's own record from beside its BUILD_ID", () => {
    fresh();
    expect(readBuildState(root, ".next-x", false)).toMatchObject({ built: false, builtFrom: undefined, sources: sourceDigest(root) });
    write(".next-x/BUILD_ID", "b1");
    write(`.next-x/${STAMP_FILE}`, `${sourceDigest(root)}\n`);
    const state = readBuildState(root, ".next-x", false);
    expect(state).toMatchObject({ built: true, builtFrom: sourceDigest(root) });
    expect(reasonToBuild(state)).toBeNull();
    write("app/page.tsx", "export default function Page() { return null; }");
    expect(reasonToBuild(readBuildState(root, ".next-x", false))).toBe("the sources changed since the last build");
  });
});
