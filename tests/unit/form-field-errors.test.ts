// The public forms that validate without react-hook-form (contact form, questionnaire) read the
// shared schemas' issues through fieldErrors: one message key per field, the first one, by path.
import { describe, expect, it } from "vitest";
import { fieldErrors, lazyImport } from "@/components/forms/lazy-schema";
import { contactTeamRequestSchema } from "@/lib/email/requests-schema";
import { evaluationSchema } from "@/lib/evaluations/schema";

describe("fieldErrors", () => {
  it("gives every failing contact field its first message key", () => {
    const result = contactTeamRequestSchema.safeParse({ purpose: "contactTeam", name: "", email: "not-an-address", text: "x".repeat(2001) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ name: "validation.required", email: "validation.email", text: "validation.maxLength|2000" });
  });

  it("names nested fields by their dotted path", () => {
    const result = evaluationSchema.safeParse({
      consultantId: 1,
      language: "de",
      questionResults: [],
      customer: { givenName: "Petra", familyName: "", email: "" },
      consultingTopicIds: [],
      comment: "",
      privacyPolicyAndTermsAndConditions: false,
      nameDisplayStyle: "fullName",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      "customer.honorific": "validation.required",
      "customer.familyName": "validation.required",
      "customer.email": "validation.required",
      consultingTopicIds: "validation.topicRequired",
      privacyPolicyAndTermsAndConditions: "validation.required",
    });
  });
});

describe("lazyImport", () => {
  it("imports once and retries after a failure", async () => {
    let calls = 0;
    const lazy = lazyImport(async () => {
      calls += 1;
      if (calls === 1) throw new Error("offline");
      return "module";
    });
    await expect(lazy.get()).rejects.toThrow("offline");
    await expect(lazy.get()).resolves.toBe("module");
    await expect(lazy.get()).resolves.toBe("module");
    expect(calls).toBe(2);
  });
});
