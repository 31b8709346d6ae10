// Whose public address: a consultant's publicEmail or a company's email. One type so that holding,
// confirming and capping treat both alike.
import "server-only";
import type { Prisma } from "@/lib/db/generated/client";

export type ContactOwner = { kind: "consultant"; id: number } | { kind: "company"; id: number };

type Tx = Prisma.TransactionClient;

export type OwnerAddress = { email: string; confirmedAt: Date | null; name: string; languages: string[] };

/** The owner's current address with a row lock: confirming and changing it must not interleave. */
export async function lockOwnerAddress(tx: Tx, owner: ContactOwner): Promise<OwnerAddress | null> {
  const rows =
    owner.kind === "consultant"
      ? await tx.$queryRaw<OwnerAddress[]>`
          SELECT "publicEmail" AS "email", "publicEmailConfirmedAt" AS "confirmedAt",
                 "givenName" || ' ' || "familyName" AS "name", "languages"
          FROM "Consultant" WHERE "id" = ${owner.id} FOR UPDATE`
      : await tx.$queryRaw<OwnerAddress[]>`
          SELECT "email", "emailConfirmedAt" AS "confirmedAt", "name", ARRAY[]::text[] AS "languages"
          FROM "Company" WHERE "id" = ${owner.id} FOR UPDATE`;
  return rows[0] ?? null;
}

export function ownerColumns(owner: ContactOwner) {
  return owner.kind === "consultant" ? { consultantId: owner.id } : { companyId: owner.id };
}

export function heldForColumns(owner: ContactOwner) {
  return owner.kind === "consultant" ? { heldForConsultantId: owner.id } : { heldForCompanyId: owner.id };
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
}
