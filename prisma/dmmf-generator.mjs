#!/usr/bin/env node
// A Prisma generator that writes the schema's full data model (DMMF) to JSON.
// The client's own runtime model omits nullability and native types; the drift test
// (tests/integration/schema-drift.test.ts) compares this file with the migrated database.
import helper from "@prisma/generator-helper";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const { generatorHandler } = helper;

generatorHandler({
  onManifest: () => ({ prettyName: "DMMF JSON", defaultOutput: "../lib/db/generated/dmmf.json", requiresGenerators: [] }),
  onGenerate: async (options) => {
    const file = options.generator.output?.value;
    if (!file) throw new Error("dmmf generator: no output");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(options.dmmf.datamodel, null, 1));
  },
});
