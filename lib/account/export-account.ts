// GET /api/account/export – everything the product stores about the signed-in consultant, as JSON
// (revFADP right of access / data portability). Customers' e-mail addresses are the customers' data,
// not the consultant's, and secrets (edit-token and code hashes) are useless to the reader: both are left out.
// The lead inbox's conversations are in, with what the visitors typed, as the consultant received it.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound, unauthenticated } from "@/lib/errors";
import { exportConversations } from "@/lib/inbox/export-conversations";

export async function exportAccount(actor: Actor) {
  if (actor.kind !== "user") throw unauthenticated();
  const user = await db().user.findUnique({ where: { id: actor.userId }, select: { name: true, email: true, createdAt: true, roles: true } });
  if (actor.consultantId === null) throw notFound("consultant");
  const consultant = await db().consultant.findUnique({
    where: { id: actor.consultantId },
    omit: { calensoToken: true },
    include: {
      consultingTopics: { select: { consultingTopic: { select: { id: true, key: true, name: true } } } },
      company: { select: { id: true, name: true } },
      photoAttachment: { select: { id: true, fileName: true, mediaType: true } },
      subscription: {
        select: {
          planId: true,
          status: true,
          quantity: true,
          monthlyAmountRappen: true,
          currentPeriodEnd: true,
          cancelAtPeriodEnd: true,
          lastInvoiceStatus: true,
          createdAt: true,
          updatedAt: true,
        },
      },
      verificationCodes: { select: { issuedAt: true, spentAt: true, evaluationId: true }, orderBy: { issuedAt: "asc" } },
      reviewInvitations: { select: { email: true, recipientName: true, locale: true, createdAt: true, remindedAt: true }, orderBy: { createdAt: "asc" } },
      evaluations: {
        orderBy: { dateOfCreation: "asc" },
        select: {
          id: true,
          dateOfCreation: true,
          date: true,
          state: true,
          releaseAt: true,
          publishedAt: true,
          isVerified: true,
          customerHonorific: true,
          customerGivenName: true,
          customerFamilyName: true,
          nameDisplayStyle: true,
          language: true,
          comment: true,
          overallRating: true,
          consultantComment: true,
          consultantCommentDate: true,
          hiddenAt: true,
          hiddenReason: true,
          topics: { select: { consultingTopic: { select: { key: true } } } },
          ratings: { select: { value: true, ratingCategory: { select: { key: true } } } },
        },
      },
      reports: { select: { evaluationId: true, reason: true, comment: true, status: true, createdAt: true } },
    },
  });
  if (!consultant) throw notFound("consultant");
  const conversations = await exportConversations(db(), consultant.id);
  const { consultingTopics, evaluations, ...profile } = consultant;
  return {
    exportedAt: new Date().toISOString(),
    user,
    profile: { ...profile, ratingAverage: Number(profile.ratingAverage), ratingSum: Number(profile.ratingSum) },
    consultingTopics: consultingTopics.map((t) => t.consultingTopic),
    evaluations: evaluations.map(({ topics, ratings, overallRating, ...e }) => ({
      ...e,
      overallRating: Number(overallRating),
      consultingTopics: topics.map((t) => t.consultingTopic.key),
      ratings: ratings.map((r) => ({ category: r.ratingCategory.key, value: Number(r.value) })),
    })),
    conversations,
  };
}
