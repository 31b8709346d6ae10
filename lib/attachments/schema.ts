// POST/PUT /api/attachment body (fileName, mediaType, data as base64; docs/product-rules.md#validation-limits). Browser-safe.
import { z } from "zod";
import { requiredText } from "@/lib/text-fields";

export const MAX_ATTACHMENT_BYTES = 2048 * 1024;
export const ATTACHMENT_MEDIA_TYPES = ["image/jpeg", "image/png"] as const;
/** base64 of 2048 kB plus the JSON around it. */
export const MAX_ATTACHMENT_REQUEST_BYTES = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 16 * 1024;

export const attachmentSchema = z
  .object({
    fileName: requiredText(255),
    // The claimed type is informative only: the stored type comes from the bytes.
    mediaType: z.string().trim().max(100).optional(),
    data: z
      .string()
      .min(1, "validation.required")
      .refine((value) => base64Payload(value) !== null, "validation.base64"),
  })
  .strict();

const DATA_URL_START = "data:";
const DATA_URL_END = ";base64,";
/** A media type of a data: URL ("image/png", "application/octet-stream"). */
const MEDIA_TYPE = /^[\w/+.-]+$/;
/**
 * base64 text: its alphabet and whitespace, then at most two "=" and whitespace. Linear: the only
 * backtracking is the first run giving back characters one by one, each refused at once. (Once this
 * was one pattern with the data: prefix and "\s*" both before and after "=": 128 kB of spaces and
 * a "!" held the server for 15 s, issue 29.)
 */
const BASE64_TEXT = /^[A-Z0-9+/\s]*(?:={1,2}\s*)?$/i;

/**
 * The base64 text of an upload, without a leading "data:<type>;base64," (what a browser's
 * FileReader gives), or null when it is not base64. The prefix is found by position, not by pattern.
 */
export function base64Payload(data: string): string | null {
  let payload = data;
  if (data.startsWith(DATA_URL_START)) {
    const end = data.indexOf(DATA_URL_END);
    if (end < 0 || !MEDIA_TYPE.test(data.slice(DATA_URL_START.length, end))) return null;
    payload = data.slice(end + DATA_URL_END.length);
  }
  return BASE64_TEXT.test(payload) ? payload : null;
}

export type AttachmentData = z.output<typeof attachmentSchema>;

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) from the magic bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): (typeof ATTACHMENT_MEDIA_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "image/png";
  return null;
}
