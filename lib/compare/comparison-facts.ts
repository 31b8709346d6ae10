// What the compare view adds to the profiles (issue 19, item 7): per consultant, how many published
// evaluations carry which evidence, and the share of "yes" on the conduct-duty questions, for all
// compared consultants in one statement (no query per consultant or per question).
//
// Conduct-duty questions are the active yes/no questions that carry a customer hint: the hint is
// the duty the adviser had (FinSA's suitability check, disclosure of ties, …) and is shown to the
// customer who answers "no" (docs/product-rules.md#the-questionnaire-and-scoring). Only published evaluations count, as on the profile.
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { localize } from "@/lib/i18n/localize";
import { figuresShownSql } from "@/lib/consultants/profile-display-sql";

type CompareEvidence = { published: number; mandateConfirmed: number; checkedByAdministrator: number };
export type ComparisonFacts = {
  evidence: Map<number, CompareEvidence>;
  duties: { questionId: number; text: string; answers: Map<number, { yes: number; answered: number }> }[];
};

type Row = {
  evidence: { consultantId: number; published: number; mandateConfirmed: number; checkedByAdministrator: number }[] | null;
  duties: { questionId: number; text: unknown; answers: { consultantId: number; yes: number; answered: number }[] | null }[] | null;
};

export async function loadComparisonFacts(ids: number[], locale: string, options: ServiceContext = {}): Promise<ComparisonFacts> {
  const { db } = resolveContext(options);
  if (ids.length === 0) return { evidence: new Map(), duties: [] };
  // The counted predicate of lib/evaluations/public-evaluation.ts (countedWhere) in SQL: published,
  // not hidden, not a mailbox's earlier rating, of an active consultant. Both walk (consultantId, dateOfCreation) per consultant.
  const [row] = await db.$queryRaw<Row[]>`
    WITH pub AS (
      SELECT e."id", e."consultantId", e."mandateConfirmedAt", e."checkedByAdminAt"
      FROM "Evaluation" AS e JOIN "Consultant" AS c ON c."id" = e."consultantId"
      WHERE e."consultantId" = ANY(${ids}::int[]) AND e."state" = 'published' AND e."hiddenAt" IS NULL AND e."supersededById" IS NULL AND ${figuresShownSql("c")}
    ), duty AS (
      SELECT q."id", q."text", q."sortOrder" FROM "QuestionDefinition" AS q
      WHERE q."type" = 'yesNo' AND q."customerHint" IS NOT NULL AND q."active"
    ), answers AS (
      SELECT qr."questionDefinitionId" AS "questionId", pub."consultantId",
             count(*)::int AS "answered", (count(*) FILTER (WHERE qr."value" = 1))::int AS "yes"
      FROM pub JOIN "QuestionResult" AS qr ON qr."evaluationId" = pub."id"
      WHERE qr."questionDefinitionId" IN (SELECT "id" FROM duty)
      GROUP BY 1, 2
    )
    SELECT
      (SELECT json_agg(x) FROM (
         SELECT pub."consultantId", count(*)::int AS "published",
                count(pub."mandateConfirmedAt")::int AS "mandateConfirmed", count(pub."checkedByAdminAt")::int AS "checkedByAdministrator"
         FROM pub GROUP BY pub."consultantId") AS x) AS "evidence",
      (SELECT json_agg(json_build_object('questionId', d."id", 'text', d."text",
                'answers', (SELECT json_agg(json_build_object('consultantId', a."consultantId", 'yes', a."yes", 'answered', a."answered"))
                            FROM answers AS a WHERE a."questionId" = d."id")) ORDER BY d."sortOrder", d."id")
       FROM duty AS d) AS "duties"`;
  return {
    evidence: new Map(
      (row?.evidence ?? []).map((e) => [
        e.consultantId,
        { published: e.published, mandateConfirmed: e.mandateConfirmed, checkedByAdministrator: e.checkedByAdministrator },
      ]),
    ),
    duties: (row?.duties ?? []).map((d) => ({
      questionId: d.questionId,
      text: localize(d.text, locale),
      answers: new Map((d.answers ?? []).map((a) => [a.consultantId, { yes: a.yes, answered: a.answered }])),
    })),
  };
}
