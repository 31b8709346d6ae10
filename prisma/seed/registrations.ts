// Demo register badges (issue 19, item 4): the two seeded Alpen Finanz consultants and a few
// consultants around Zurich, Lausanne and Geneva, so that the profile, the cards and the
// "registered advisers" filter have something to show. Safe to repeat (one badge per register).
// No "server-only" imports: seeds run outside Next.
import type { Prisma } from "@/lib/db/generated/client";
import type { RegisterKind } from "@/lib/registrations/schema";

type Tx = Prisma.TransactionClient;

type Badge = { kind: RegisterKind; identifier: string; registrar: string | null; daysAgo: number };

const CLIENT_ADVISER: Badge = { kind: "fidlegAdviser", identifier: "BR-2021-04817", registrar: "Regservices AG", daysAgo: 21 };
const OMBUDSMAN: Badge = { kind: "ombudsman", identifier: "OFS-10294", registrar: "Ombudsstelle Finanzdienstleister (OFD)", daysAgo: 21 };
const INSURANCE: Badge = { kind: "insuranceIntermediary", identifier: "F-01234567", registrar: null, daysAgo: 40 };
const SRO: Badge = {
  kind: "selfRegulatoryOrganisation",
  identifier: "VQF 100512",
  registrar: "VQF Verein zur Qualitätssicherung von Finanzdienstleistungen",
  daysAgo: 60,
};
const LICENCE: Badge = { kind: "finmaLicence", identifier: "Vermögensverwalter (FINIG) 40018", registrar: null, daysAgo: 90 };

export async function seedRegistrations(
  tx: Tx,
  { now, adminEmail, demoNumbers }: { now: Date; adminEmail: string; demoNumbers: readonly string[] },
): Promise<number> {
  const byNumber = await tx.consultant.findMany({ where: { number: { in: [...demoNumbers] } }, select: { id: true, number: true } });
  const demo = new Map(byNumber.map((c) => [c.number, c.id]));
  const plan: { consultantId: number; badge: Badge }[] = [];
  const [first, second] = demoNumbers.map((n) => demo.get(n));
  if (first !== undefined) plan.push({ consultantId: first, badge: CLIENT_ADVISER }, { consultantId: first, badge: OMBUDSMAN });
  if (second !== undefined) plan.push({ consultantId: second, badge: INSURANCE });
  // Two active consultants each around Zurich (80xx), Lausanne (10xx) and Geneva (12xx), the first by number.
  const local = await tx.$queryRaw<{ id: number; area: string }[]>`
    SELECT "id", "area" FROM (
      SELECT c."id", left(c."postalCode", 2) AS "area", row_number() OVER (PARTITION BY left(c."postalCode", 2) ORDER BY c."number") AS "n"
      FROM "Consultant" AS c
      WHERE c."state" = 'active' AND left(c."postalCode", 2) IN ('80', '10', '12') AND NOT (c."number" = ANY(${[...demoNumbers]}::text[]))
    ) AS ranked WHERE "n" <= 2 ORDER BY "area", "id"`;
  const cycle = [CLIENT_ADVISER, SRO, LICENCE, INSURANCE, OMBUDSMAN, CLIENT_ADVISER];
  local.forEach((c, i) => {
    const badge = cycle[i % cycle.length]!;
    plan.push({ consultantId: c.id, badge: { ...badge, identifier: `${badge.identifier}-${c.id}` } });
  });

  const result = await tx.consultantRegistration.createMany({
    data: plan.map(({ consultantId, badge }) => ({
      consultantId,
      kind: badge.kind,
      identifier: badge.identifier,
      registrar: badge.registrar,
      checkedOn: new Date(`${new Date(now.getTime() - badge.daysAgo * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`),
      checkedByUserId: "seed",
      checkedByEmail: adminEmail,
    })),
    skipDuplicates: true,
  });
  return result.count;
}
