// Conversations are kept 12 months after their last message, then deleted with their messages (revFADP: no
// longer than needed). Run by the scheduled job (app/api/jobs/publish-evaluations); one set-based statement,
// safe when two runs overlap.
import "server-only";
import { resolveContext, type ServiceContext } from "@/lib/service-context";
import { RETENTION_MONTHS } from "./limits";

/** The instant before which a conversation's last message makes it expire. */
function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

export async function deleteExpiredConversations(options: ServiceContext = {}): Promise<number> {
  const { db, now } = resolveContext(options);
  return db.$executeRaw`DELETE FROM "Conversation" WHERE "lastMessageAt" <= ${retentionCutoff(now)}`;
}
