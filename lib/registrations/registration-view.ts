// How a register badge looks to the public and to platform administrators. Browser-unsafe only
// because it reads Prisma's row type; the projections themselves are plain allow-lists.
import "server-only";
import type { ConsultantRegistration } from "@/lib/db/generated/client";
import type { AdminRegistration, PublicRegistration } from "./schema";

type Row = Pick<ConsultantRegistration, "kind" | "identifier" | "registrar" | "checkedOn">;

/** The date column as the ISO day it stores (Prisma hands DATE columns over as UTC midnight). */
function isoDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function publicRegistration(row: Row): PublicRegistration {
  return { kind: row.kind, identifier: row.identifier, registrar: row.registrar, checkedOn: isoDay(row.checkedOn) };
}

export function adminRegistration(row: ConsultantRegistration): AdminRegistration {
  return { id: row.id, ...publicRegistration(row), checkedByEmail: row.checkedByEmail, updatedAt: row.updatedAt.toISOString() };
}

/** Prisma's select of what the public projection needs, in the order of REGISTER_KINDS (the enum's order). */
export const publicRegistrationSelect = {
  select: { kind: true, identifier: true, registrar: true, checkedOn: true },
  orderBy: { kind: "asc" },
} as const;
