// A length error names the limit of its own field (the key carries it past the form resolver).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactTeamRequestSchema } from "@/lib/email/requests-schema";
import { splitValidationMessage, tooLong } from "@/lib/validation-messages";

describe("validation messages", () => {
  it("a too long string reports its own limit", () => {
    const result = z.string().max(7, tooLong).safeParse("x".repeat(8));
    expect(result.error?.issues[0].message).toBe("validation.maxLength|7");
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
});
