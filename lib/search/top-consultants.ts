// Popular consultants for GET /api/consultant/top and the home carousel: active, rated, best first.
import "server-only";
import { db } from "@/lib/db/client";
import { cardColumns, cardCompanyJoin, toCard, type CardRow } from "./consultant-cards";
import type { ConsultantCard } from "./schema";

export async function topConsultants(limit = 10): Promise<ConsultantCard[]> {
  const n = Math.min(Math.max(Math.trunc(limit) || 10, 1), 50);
  const rows = await db().$queryRaw<CardRow[]>`
    SELECT ${cardColumns()}
    FROM "Consultant" AS c
    ${cardCompanyJoin}
    WHERE c."state" = 'active' AND c."ratingCount" > 0
    ORDER BY c."ratingAverage" DESC, c."ratingCount" DESC, c."id" ASC
    LIMIT ${n}`;
  return rows.map(toCard);
}
