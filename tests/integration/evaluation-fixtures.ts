// Shared set-up of the evaluation integration tests: consultants, companies and answer sets.
import type { Db } from "@/lib/db/create-client";
import { ZURICH_ADDRESS } from "@/tests/support/consultant-rows";
import { loadActiveQuestions, type StoredQuestion } from "@/lib/rating-questionnaire/load-questionnaire";
import { confirmEvaluation } from "@/lib/evaluations/confirm-evaluation";
import type { ReleasePolicy } from "@/lib/evaluations/release-policy";
import type { EvaluationInput } from "@/lib/evaluations/schema";
import { submitEvaluation, type SubmissionResult, type SubmitOptions } from "@/lib/evaluations/submit-evaluation";

/** The release rules the evaluation tests run under: published after 14 days, bad ratings held 7 days more, edits within 7. */
export const TEST_RELEASE_POLICY: ReleasePolicy = { releaseDays: 14, badRatingHoldDays: 7, editWindowDays: 7 };

let sequence = 0;

export async function createConsultant(
  db: Db,
  overrides: { state?: "active" | "unclaimed" | "disabled"; email?: string | null; languages?: string[]; companyId?: number } = {},
) {
  sequence += 1;
  const n = `${process.pid % 1000}${sequence}`;
  return db.consultant.create({
    data: {
      number: `T-${n}-${Math.random().toString(36).slice(2, 8)}`,
      email: overrides.email === undefined ? `consultant${n}-${Math.random().toString(36).slice(2, 6)}@example.ch` : overrides.email,
      honorific: "mrs",
      givenName: "Anna",
      familyName: `Muster${n}`,
      ...ZURICH_ADDRESS,
      publicEmail: `public${n}@example.ch`,
      languages: overrides.languages ?? ["de"],
      state: overrides.state ?? "active",
      ...(overrides.companyId ? { companyId: overrides.companyId, companyLinkState: "accepted" as const } : {}),
    },
  });
}

export async function createCompany(db: Db) {
  sequence += 1;
  return db.company.create({
    data: {
      number: `TC-${process.pid % 1000}${sequence}-${Math.random().toString(36).slice(2, 6)}`,
      name: `Firma ${sequence}`,
      streetName: "Weg",
      streetNumber: "2",
      postalCode: "3000",
      city: "Bern",
      canton: "BE",
      email: `firma${sequence}@example.ch`,
    },
  });
}

/**
 * A complete set of answers: "top" gives every rated question its best answer, "bad" its worst
 * (select and yes/no the option worth least), "mid" something in between.
 */
function answersFor(questions: StoredQuestion[], quality: "top" | "bad" | "mid" = "top"): EvaluationInput["questionResults"] {
  return questions.map((q) => {
    switch (q.type) {
      case "rating":
      case "scaleRating":
        return { questionDefinitionId: q.id, value: quality === "top" ? 5 : quality === "bad" ? 1 : 3 };
      case "yesNo":
        return { questionDefinitionId: q.id, value: quality === "bad" ? 0 : 1 };
      case "select": {
        const sorted = [...q.options].sort((a, b) => b.points - a.points);
        const option = quality === "top" ? sorted[0] : quality === "bad" ? sorted[sorted.length - 1] : sorted[1];
        if (!option) throw new Error(`question ${q.id} has too few options`);
        return { questionDefinitionId: q.id, selectedOptionId: option.id };
      }
      case "text":
        return { questionDefinitionId: q.id, textValue: "12" };
    }
  });
}

export async function submissionFor(
  db: Db,
  consultantId: number,
  overrides: Partial<EvaluationInput> & { quality?: "top" | "bad" | "mid"; email?: string } = {},
): Promise<EvaluationInput> {
  const questions = await loadActiveQuestions(db);
  const topic = await db.consultingTopic.findFirstOrThrow({ orderBy: { id: "asc" } });
  const { quality, email, ...rest } = overrides;
  return {
    consultantId,
    language: "de",
    questionResults: answersFor(questions, quality ?? "top"),
    // A different customer each time (name and mailbox), and a comment too short to count as a repeated
    // text: the hold rules for repeated names and texts (lib/evaluations/hold-rules.ts) see no pattern.
    customer: {
      honorific: "mr",
      givenName: "Peter",
      familyName: `Kunde-${Math.random().toString(36).slice(2, 8)}`,
      email: email ?? `peter.${Math.random().toString(36).slice(2, 8)}@kunden.example`,
    },
    consultingTopicIds: [topic.id],
    comment: "Sehr kompetent.",
    privacyPolicyAndTermsAndConditions: true,
    nameDisplayStyle: "givenNameAndFamilyNameInitial",
    ...rest,
  };
}

/** The confirmation link's token, read from the confirmation e-mail in the outbox (newest first). */
export async function confirmationTokenFromOutbox(db: Db, evaluationId: string): Promise<string> {
  const [mail] = await db.$queryRaw<{ url: string }[]>`
    SELECT "values"->>'callToActionUrl' AS "url" FROM "EmailMessage"
    WHERE "purpose" = 'evaluationConfirmation' AND "values"->>'callToActionUrl' LIKE ${`%/evaluation/${evaluationId}/confirm?token=%`}
    ORDER BY "createdAt" DESC LIMIT 1`;
  if (!mail) throw new Error(`no confirmation e-mail for evaluation ${evaluationId}`);
  return new URL(mail.url).searchParams.get("token") as string;
}

/** Submits like a customer and confirms with the link of the mail, as the customer would. */
export async function submitAndConfirm(input: unknown, options: SubmitOptions & { db: Db }): Promise<SubmissionResult> {
  const submitted = await submitEvaluation(input, options);
  await confirmEvaluation(submitted.id, await confirmationTokenFromOutbox(options.db, submitted.id), options);
  return submitted;
}
