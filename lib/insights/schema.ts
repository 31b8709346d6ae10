// GET /api/consultant/{id}/insights: the period, bounded as the dashboard's statistics' (statsQuerySchema),
// and the answer's format. Browser-safe.
import { z } from "zod";
import { locales } from "@/lib/i18n/locales";
import { BEACON_EVENTS } from "./kinds";

const MAX_DAYS = 5 * 366;

export const insightsQuerySchema = z
  .object({
    start: z.iso.date(),
    end: z.iso.date(),
    /** json (default) or csv: one line per day and a column per figure, headed in `lang`. */
    format: z.enum(["json", "csv"]).default("json"),
    lang: z.enum(locales).default("de"),
  })
  .refine((q) => q.start <= q.end, { path: ["end"], message: "validation.endBeforeStart" })
  .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= MAX_DAYS * 86_400_000, { path: ["end"], message: "validation.rangeTooLong" });

/** The beacon's query: which event the visitor's browser reports (default a profile view). */
export const beaconQuerySchema = z.object({ event: z.enum(BEACON_EVENTS).default("profileView") });
