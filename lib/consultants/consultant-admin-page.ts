// Everything the administration's page of one consultant (app/[locale]/administration/consultants/[id]/page.tsx)
// shows: the form's record and choices, and for platform administrators only the booking credentials, the
// erasure, the probable duplicates to merge and the register badges (the API checks each of them again).
import "server-only";
import type { UserActor } from "@/lib/auth/actor";
import { consultantFormOptions } from "@/lib/consultants/consultant-form-options";
import { getConsultantFormRecord } from "@/lib/consultants/consultant-form-data";
import { probableDuplicatesOf } from "@/lib/consultants/find-duplicate-profiles";
import { nullIfNotFound } from "@/lib/errors";
import { isRecordId } from "@/lib/http/record-id";
import { listRegistrations } from "@/lib/registrations/list-registrations";
import type { AdminRegistration } from "@/lib/registrations/schema";

type Found = {
  kind: "found";
  record: Awaited<ReturnType<typeof getConsultantFormRecord>>;
  options: Awaited<ReturnType<typeof consultantFormOptions>>;
  /** Null for anyone but a platform administrator: the page then shows only the form, without booking. */
  platformAdmin: { duplicates: Awaited<ReturnType<typeof probableDuplicatesOf>>; registrations: AdminRegistration[] } | null;
};

/** `idParam` is the route's [id]: one that is not a record id, or no such consultant, is "missing" (a 404). */
export async function loadConsultantAdminPage(actor: UserActor, idParam: string, locale: string): Promise<Found | { kind: "missing" }> {
  const id = Number(idParam);
  if (!isRecordId(id)) return { kind: "missing" };
  const loaded = await nullIfNotFound(Promise.all([getConsultantFormRecord(actor, id), consultantFormOptions(actor, locale)]));
  if (loaded === null) return { kind: "missing" };
  const [record, options] = loaded;
  if (!actor.isPlatformAdmin) return { kind: "found", record, options, platformAdmin: null };
  // One after the other, as the page rendered them before.
  const duplicates = await probableDuplicatesOf(actor, record.id);
  const registrations = (await listRegistrations(actor, record.id)) as AdminRegistration[];
  return { kind: "found", record, options, platformAdmin: { duplicates, registrations } };
}
