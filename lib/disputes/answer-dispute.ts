// POST /api/dispute/{id}/answer – the reviewer answers through the private link of the mail: when the
// consultation was and what it was about, optionally a revised text for the review and evidence files
// (PDF, JPEG or PNG; moderators only). One answer, before the deadline; the token is the only key.
import "server-only";
import { AppError } from "@/lib/errors";
import { tokenMatches } from "@/lib/auth/one-time-tokens";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { decodeEvidence } from "./evidence-file";
import { answerSchema } from "./schema";
import { claimDispute } from "./claim";

export async function answerDispute(id: number, input: unknown, options: ServiceContext = {}): Promise<{ id: number; status: "answered"; evidence: number }> {
  const answer = answerSchema.parse(input);
  // Decoded and typed before anything is written: a wrong file refuses the whole answer.
  const files = answer.evidence.map((file, index) => decodeEvidence(file, index));
  const { db, now } = resolveContext(options);
  return db.$transaction(async (tx) => {
    const found = await tx.evaluationDispute.findUnique({ where: { id }, select: { reviewerTokenHash: true, answerDueAt: true } });
    // Without the mailed token the dispute is nobody's to answer.
    if (!found?.reviewerTokenHash || !tokenMatches(answer.token, found.reviewerTokenHash)) throw notFound();
    await claimDispute(tx, id, "awaitingReviewer");
    if (!found.answerDueAt || found.answerDueAt <= now) throw new AppError("conflict", "The time to answer has passed.");
    await tx.evaluationDispute.update({
      where: { id },
      data: {
        status: "answered",
        consultationDate: new Date(`${answer.consultationDate}T00:00:00Z`),
        consultationSubject: answer.consultationSubject,
        reviewerAnswer: answer.answer,
        revisedComment: answer.revisedComment || null,
        reviewerAnsweredAt: now,
      },
    });
    if (files.length) {
      await tx.disputeEvidence.createMany({
        data: files.map((f) => ({ disputeId: id, fileName: f.fileName, mediaType: f.mediaType, data: new Uint8Array(f.data), createdAt: now })),
      });
    }
    return { id, status: "answered" as const, evidence: files.length };
  });
}

function notFound() {
  return new AppError("not_found", "problems.detail.notFound", { values: { what: "dispute" } });
}
