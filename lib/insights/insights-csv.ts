// The insights as CSV (issue 32): one line per day of the period, a column per figure, headed in the
// consultant's language. Semicolons and a BOM, as Swiss spreadsheet programs open a CSV without asking;
// dates dd.MM.yyyy (docs/product-rules.md, formats). The caller has been authorized by getInsights.
import "server-only";
import { db as appDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { serverTranslator } from "@/lib/i18n/translator";
import type { ServiceContext } from "@/lib/service-context";
import type { ConsultantInsights } from "./get-insights";
import { INSIGHT_KINDS, type InsightKind } from "./kinds";

export async function insightsCsv(
  id: number,
  insights: Pick<ConsultantInsights, "start" | "end">,
  locale: Locale,
  context: ServiceContext = {},
): Promise<string> {
  const db = context.db ?? appDb();
  const rows = await db.$queryRaw<{ day: string; values: Partial<Record<InsightKind, number>> | null }[]>`
    SELECT to_char(d."day", 'YYYY-MM-DD') AS "day",
           (SELECT json_object_agg(ic."kind", ic."n") FROM "InsightCounter" AS ic WHERE ic."consultantId" = ${id} AND ic."day" = d."day"::date) AS "values"
    FROM generate_series(${insights.start}::date, ${insights.end}::date, '1 day') AS d("day")
    ORDER BY d."day"`;
  const t = serverTranslator(locale, "account.insights");
  const header = [t("csv.day"), ...INSIGHT_KINDS.map((kind) => t(`kinds.${kind}`))];
  const lines = [header, ...rows.map((r) => [formatDate(r.day), ...INSIGHT_KINDS.map((kind) => String(r.values?.[kind] ?? 0))])];
  return `\uFEFF${lines.map((cells) => cells.map(cell).join(";")).join("\r\n")}\r\n`;
}

/** A cell quoted when it holds the separator, a quote or a line break (RFC 4180). */
function cell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
