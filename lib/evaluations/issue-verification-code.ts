// POST /api/evaluation/verification-code – a verified rating link for the consultant: a fresh
// 10-digit code, stored as sha256 and returned once; it makes exactly one evaluation verified.
import "server-only";
import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/db/generated/client";
import { appLink } from "@/lib/email/links";
import { requireUser } from "./authorize";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { newVerificationCode, sha256Hex } from "@/lib/auth/one-time-tokens";

/** The request: the route parses it (and the OpenAPI document shows it); the service, which takes unknown input, parses it again. */
export const verificationCodeRequestSchema = z.object({
  /** Administrators issue for any consultant; a consultant only for themselves (the default). */
  consultantId: recordId.optional(),
  locale: z.enum(["de", "en", "fr", "it"]).default("de"),
});

export async function issueVerificationCode(actor: Actor, input: unknown = {}, options: ServiceContext = {}): Promise<{ code: string; url: string }> {
  const user = requireUser(actor);
  const { consultantId: requested, locale } = verificationCodeRequestSchema.parse(input ?? {});
  const consultantId = requested ?? user.consultantId;
  if (consultantId === null || (!user.isPlatformAdmin && consultantId !== user.consultantId)) {
    throw new AppError("not_found", "consultant not found");
  }
  const { db, now } = resolveContext(options);
  const consultant = await db.consultant.findFirst({ where: { id: consultantId, state: { not: "disabled" } }, select: { id: true } });
  if (!consultant) throw new AppError("not_found", "consultant not found");

  // 9·10⁹ codes: a collision with a stored one is rare, and then another draw settles it.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newVerificationCode();
    try {
      await db.verificationCode.create({ data: { consultantId, codeHash: sha256Hex(code), issuedAt: now } });
      return { code, url: appLink(locale, `/consultants/${consultantId}/questionnaire?code=${code}`) };
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    }
  }
  throw new AppError("unavailable", "Could not issue a verification code; please try again.");
}
