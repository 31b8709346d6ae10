// Network hashes are kept for 30 days only (docs/product-rules.md#holds): long enough for the
// hold rules, which look back as far, and no longer.
import "server-only";
import { NETWORK_RETENTION_DAYS } from "@/lib/auth/network-hash";
import { addDays } from "./release-policy";
import { resolveContext, type ServiceContext } from "@/lib/service-context";

export async function forgetOldNetworks(options: ServiceContext = {}): Promise<{ evaluations: number; signIns: number }> {
  const { db, now } = resolveContext(options);
  const before = addDays(now, -NETWORK_RETENTION_DAYS);
  const [evaluations, signIns] = await Promise.all([
    db.$executeRaw`UPDATE "Evaluation" SET "networkHash" = NULL WHERE "networkHash" IS NOT NULL AND "dateOfCreation" <= ${before}`,
    db.$executeRaw`DELETE FROM "SignInNetwork" WHERE "lastSeenAt" <= ${before}`,
  ]);
  return { evaluations, signIns };
}
