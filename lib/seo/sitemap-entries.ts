// Every public consultant and company page, read in one set-based query for app/sitemap.ts.
import "server-only";
import { db } from "@/lib/db/client";
import { consultantSlug } from "@/lib/consultants/format";
import { companySlug } from "@/lib/companies/list-public-companies";

export type SitemapRecord = { path: string; updatedAt: Date };

export async function publicProfilePaths(): Promise<SitemapRecord[]> {
  // Disabled consultants redirect home, so they are not listed.
  const rows = await db().$queryRaw<{ kind: "consultant" | "company"; id: number; a: string; b: string; updatedAt: Date }[]>`
    SELECT 'consultant' AS "kind", "id", "givenName" AS "a", "familyName" AS "b", "updatedAt" FROM "Consultant" WHERE "state" <> 'disabled'
    UNION ALL
    SELECT 'company' AS "kind", "id", "name" AS "a", '' AS "b", "updatedAt" FROM "Company"
    ORDER BY "kind", "id"`;
  return rows.map((r) =>
    r.kind === "consultant"
      ? { path: `/consultants/${consultantSlug({ id: r.id, givenName: r.a, familyName: r.b })}`, updatedAt: r.updatedAt }
      : { path: `/companies/${companySlug({ id: r.id, name: r.a })}`, updatedAt: r.updatedAt },
  );
}
