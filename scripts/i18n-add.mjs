#!/usr/bin/env node
// Merges message fragments into messages/{de,en,fr,it}.json in one quick read-merge-write,
// so that several people adding keys at once do not overwrite each other.
//   node scripts/i18n-add.mjs fragment.json
// fragment.json: { "de": { "ns": { "key": "…" } }, "en": {…}, "fr": {…}, "it": {…} }
import { readFileSync, writeFileSync } from "node:fs";

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === "object" ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
};

const fragment = JSON.parse(readFileSync(process.argv[2], "utf8"));
const locales = ["de", "en", "fr", "it"];
for (const l of locales) if (!fragment[l]) throw new Error(`fragment lacks locale ${l}`);
for (const l of locales) {
  const file = `messages/${l}.json`;
  const current = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify(merge(current, fragment[l]), null, 2) + "\n");
}
console.log("merged into", locales.map((l) => `messages/${l}.json`).join(", "));
