// A length error names the limit of its own field (the key carries it past the form resolver).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactTeamRequestSchema } from "@/lib/email/requests-schema";
import { splitValidationMessage, tooLong } from "@/lib/validation-messages";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it_ from "@/messages/it.json";

const CATALOGUES = { de, en, fr, it: it_ };

describe("validation messages", () => {
  it("a too long string reports its own limit", () => {
    const result = z.string().max(7, tooLong).safeParse("x".repeat(8));
    expect(result.error?.issues[0]?.message).toBe("validation.maxLength|7");
    expect(splitValidationMessage("validation.maxLength|7")).toEqual({ key: "validation.maxLength", values: { max: 7 } });
  });

  it("different fields of one form carry different limits", () => {
    const result = contactTeamRequestSchema.safeParse({ purpose: "contactTeam", name: "n".repeat(201), email: "a@b.ch", text: "t".repeat(2001) });
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), splitValidationMessage(i.message)]));
    expect(byField.name).toEqual({ key: "validation.maxLength", values: { max: 200 } });
    expect(byField.text).toEqual({ key: "validation.maxLength", values: { max: 2000 } });
  });

  it("keys without a value pass through unchanged", () => {
    expect(splitValidationMessage("validation.required")).toEqual({ key: "validation.required", values: {} });
  });

  it("every message key the schemas use has a text in all four languages, for the forms and the API alike", () => {
    // lib/http/problem.ts and components/forms/error-text.ts look a key up as it is, then in account.validation.
    const keys = new Set<string>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name)) for (const m of readFileSync(file, "utf8").matchAll(/["'`](validation\.[A-Za-z0-9]+)/g)) keys.add(m[1]!);
      }
    };
    walk("lib");
    expect(keys.size).toBeGreaterThan(5);
    const lookup = (catalogue: unknown, key: string) =>
      key.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), catalogue);
    const missing = Object.entries(CATALOGUES).flatMap(([locale, catalogue]) =>
      [...keys]
        .filter((key) => typeof lookup(catalogue, key) !== "string" && typeof lookup(catalogue, `account.validation.${key.split(".").pop()}`) !== "string")
        .map((key) => `${locale}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
