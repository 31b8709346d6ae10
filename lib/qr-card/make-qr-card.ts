// GET /api/consultant/{id}/qr-card – the consultant's printable card (A6 or business card) in the
// chosen language, with the common rating link or a verified link whose code the consultant issued
// (the code must be theirs and unspent: a card cannot carry somebody else's link or any address).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { appLink } from "@/lib/email/links";
import { AppError, notFound } from "@/lib/errors";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { sha256Hex } from "@/lib/auth/one-time-tokens";
import { invitingConsultantId } from "@/lib/invitations/invitation-actor";
import { sealTexts } from "@/lib/seal/seal-texts";
import { cardTexts } from "./card-texts";
import { renderQrCard } from "./render-qr-card";
import type { QrCardQuery } from "./schema";

export async function makeQrCard(actor: Actor, consultantId: number, query: QrCardQuery, options: ServiceContext = {}): Promise<Buffer> {
  if (invitingConsultantId(actor) !== consultantId) throw notFound("consultant");
  const { db } = resolveContext(options);
  const c = await db.consultant.findFirst({
    where: { id: consultantId, state: "active" },
    select: {
      title: true,
      givenName: true,
      familyName: true,
      companyLinkState: true,
      company: { select: { name: true } },
      photoAttachment: { select: { data: true, mediaType: true } },
    },
  });
  if (!c) throw notFound("consultant");
  // src=qr: the insights count the link as opened from the printed card (issue 32).
  let path = `/consultants/${consultantId}/questionnaire?src=qr`;
  if (query.code) {
    const code = await db.verificationCode.findFirst({ where: { codeHash: sha256Hex(query.code), consultantId, spentAt: null }, select: { id: true } });
    if (!code) {
      throw new AppError("validation", "The code is not an unused verification code of this consultant.", {
        invalidParams: [{ pointer: "/query/code", message: "unknown or spent code", code: "validation.code" }],
      });
    }
    path += `&code=${query.code}`;
  }
  const linked = c.companyLinkState === "accepted" || c.companyLinkState === "administrator";
  const t = cardTexts(query.lang);
  return renderQrCard(query.size, {
    name: [c.title, c.givenName, c.familyName].filter(Boolean).join(" "),
    company: linked ? (c.company?.name ?? null) : null,
    photo: c.photoAttachment && /^image\/(?:jpeg|png)$/.test(c.photoAttachment.mediaType) ? Buffer.from(c.photoAttachment.data) : null,
    url: appLink(query.lang, path),
    texts: { call: t("call"), scan: t("scan"), brand: sealTexts(query.lang).brand },
  });
}
