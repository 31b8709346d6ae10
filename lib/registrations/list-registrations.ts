// GET /api/consultant/{id}/registration: a consultant's register badges. Everybody sees what the
// profile shows; platform administrators also see who recorded each check. A disabled profile has
// no public badges (its page redirects home), so for everybody else it does not exist.
import "server-only";
import { isPlatformAdmin } from "@/lib/auth/platform-admin";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { adminRegistration, publicRegistration } from "./registration-view";
import type { AdminRegistration, PublicRegistration } from "./schema";

export async function listRegistrations(actor: Actor, consultantId: number): Promise<PublicRegistration[] | AdminRegistration[]> {
  const admin = isPlatformAdmin(actor);
  const consultant = await db().consultant.findUnique({
    where: { id: consultantId },
    select: { state: true, registrations: { orderBy: { kind: "asc" } } },
  });
  if (!consultant || (consultant.state === "disabled" && !admin)) throw notFound("consultant");
  return admin ? consultant.registrations.map(adminRegistration) : consultant.registrations.map(publicRegistration);
}
