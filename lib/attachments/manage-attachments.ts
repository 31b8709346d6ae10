// /api/attachment: images (JPEG/PNG by their bytes, at most 2048 kB) for photos and logos. Signed-in
// users upload; the uploader or a platform administrator replaces or deletes; anybody may fetch by id
// (the ids are random UUIDs and the images are shown on public pages).
import "server-only";
import { isPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { AppError, notFound, unauthenticated } from "@/lib/errors";
import { base64Payload, detectImageType, MAX_ATTACHMENT_BYTES, type AttachmentData } from "./schema";

export type AttachmentMeta = { id: string; fileName: string; mediaType: string; size: number; createdAt: Date };

const metaSelect = { id: true, fileName: true, mediaType: true, size: true, createdAt: true } as const;

function decode(input: AttachmentData) {
  // The schema accepted the data, so it has a payload.
  const bytes = Buffer.from((base64Payload(input.data) ?? "").replace(/\s+/g, ""), "base64");
  if (bytes.length === 0) throw new AppError("validation", "The file is empty.", { invalidParams: [{ pointer: "/data", message: "validation.required" }] });
  if (bytes.length > MAX_ATTACHMENT_BYTES)
    throw new AppError("payload_too_large", "problems.detail.fileTooLarge", { values: { maxKb: String(MAX_ATTACHMENT_BYTES / 1024) } });
  const mediaType = detectImageType(bytes);
  if (!mediaType) throw new AppError("unsupported_media_type", "problems.detail.imageType");
  return { bytes, mediaType };
}

function userIdOf(actor: Actor): string {
  if (actor.kind !== "user") throw unauthenticated();
  return actor.userId;
}

export async function createAttachment(actor: Actor, input: AttachmentData): Promise<AttachmentMeta> {
  const createdById = userIdOf(actor);
  const { bytes, mediaType } = decode(input);
  return db().attachment.create({ data: { fileName: input.fileName, mediaType, data: bytes, size: bytes.length, createdById }, select: metaSelect });
}

export async function listAttachments(actor: Actor): Promise<AttachmentMeta[]> {
  const userId = userIdOf(actor);
  const admin = isPlatformAdmin(actor);
  return db().attachment.findMany({ where: admin ? {} : { createdById: userId }, select: metaSelect, orderBy: { createdAt: "desc" }, take: 500 });
}

export async function getAttachmentContent(id: string) {
  const found = await db().attachment.findUnique({ where: { id }, select: { id: true, fileName: true, mediaType: true, size: true, data: true } });
  if (!found) throw notFound("attachment");
  return found;
}

/** Throws not_found unless the caller uploaded this file or is a platform administrator (the route asks before reading a body). */
export async function requireOwnedAttachment(actor: Actor, id: string): Promise<void> {
  const userId = userIdOf(actor);
  const found = await db().attachment.findUnique({ where: { id }, select: { createdById: true } });
  // Somebody else's file is reported as not found, like any record the caller may not touch.
  if (!found || (found.createdById !== userId && !isPlatformAdmin(actor))) throw notFound("attachment");
}

export async function replaceAttachment(actor: Actor, id: string, input: AttachmentData): Promise<AttachmentMeta> {
  await requireOwnedAttachment(actor, id);
  const { bytes, mediaType } = decode(input);
  return db().attachment.update({ where: { id }, data: { fileName: input.fileName, mediaType, data: bytes, size: bytes.length }, select: metaSelect });
}

export async function deleteAttachment(actor: Actor, id: string): Promise<void> {
  await requireOwnedAttachment(actor, id);
  await db().attachment.delete({ where: { id } });
}

/** A body that names an attachment (photo, logo) must name one that exists: a validation error at `pointer`, not a foreign-key 500. */
export async function assertAttachmentExists(tx: Prisma.TransactionClient, id: string | null, pointer: string) {
  if (!id) return;
  const found = await tx.attachment.findUnique({ where: { id }, select: { id: true } });
  if (!found) throw new AppError("validation", "Unknown attachment.", { invalidParams: [{ pointer, message: "unknown attachment" }] });
}
