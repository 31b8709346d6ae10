// GET /api/consultant/{id}/qr-card: the printable card's options. Safe for the browser.
import { z } from "zod";
import { locales } from "@/lib/i18n/routing";

/** A6 postcard (105 × 148 mm) or a business card (85 × 55 mm). */
export const QR_CARD_SIZES = ["a6", "card"] as const;
export type QrCardSize = (typeof QR_CARD_SIZES)[number];

export const qrCardQuerySchema = z.object({
  size: z.enum(QR_CARD_SIZES).default("a6"),
  lang: z.enum(locales).default("de"),
  /** A verified link's 10-digit code (issued on the links tab); without it the card carries the common link. */
  code: z
    .string()
    .regex(/^\d{10}$/, { error: "validation.code" })
    .optional(),
});
export type QrCardQuery = z.infer<typeof qrCardQuerySchema>;
