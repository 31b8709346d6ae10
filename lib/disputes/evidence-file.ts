// A reviewer's evidence file: decoded, size-capped and typed by its first bytes (never by the name or
// a type the client claims), so that only PDFs, JPEGs and PNGs are stored and served.
import { base64Payload } from "@/lib/attachments/schema";
import { AppError } from "@/lib/errors";
import { EVIDENCE_MAX_BYTES } from "./schema";

export type EvidenceMediaType = "application/pdf" | "image/jpeg" | "image/png";

const SIGNATURES: { mediaType: EvidenceMediaType; bytes: number[] }[] = [
  { mediaType: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mediaType: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { mediaType: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

function mediaTypeOf(data: Uint8Array): EvidenceMediaType | null {
  return SIGNATURES.find((s) => data.length >= s.bytes.length && s.bytes.every((b, i) => data[i] === b))?.mediaType ?? null;
}

export function decodeEvidence(file: { fileName: string; content: string }, index: number): { fileName: string; mediaType: EvidenceMediaType; data: Buffer } {
  const data = Buffer.from(base64Payload(file.content) ?? "", "base64");
  const pointer = `/evidence/${index}/content`;
  if (data.length > EVIDENCE_MAX_BYTES) throw invalid(pointer, "validation.evidenceTooLarge");
  const mediaType = mediaTypeOf(data);
  if (!mediaType) throw invalid(pointer, "validation.evidenceType");
  // Only the last path segment, and no control characters: the name is shown to moderators and sent back in a header.
  const base = file.fileName.split("/").pop()!.split("\\").pop()!;
  const fileName =
    [...base]
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
      .join("")
      .slice(0, 255) || "evidence";
  return { fileName, mediaType, data };
}

function invalid(pointer: string, message: string) {
  return new AppError("validation", "problems.detail.invalidFields", { invalidParams: [{ pointer, message }] });
}
