// Everything the page of one appeal (app/[locale]/administration/moderation/appeals/[id]/page.tsx) shows,
// with what it offers: a decided appeal says so; the administrator who made the appealed decision sees the
// appeal but not the form (decideAppeal refuses them too); anyone else decides.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { nullIfNotFound } from "@/lib/errors";
import { recordIdParam } from "@/lib/http/record-id";
import { getAppealCase, type AppealCase } from "@/lib/moderation/appeals";
import type { ServiceContext } from "@/lib/service-context";

export type AppealPage = { kind: "found"; appeal: AppealCase; step: "decided" | "otherAdministrator" | "decide" } | { kind: "missing" };

/**
 * `idParam` is the route's [id]: unknown or unreadable, the appeal is "missing" (a 404). Any other failure is
 * thrown on, so that a database that is down answers 503 (lib/server/outage.ts) rather than "no such appeal".
 */
export async function loadAppealPage(actor: Actor, idParam: string, options: ServiceContext = {}): Promise<AppealPage> {
  const id = recordIdParam.safeParse(idParam);
  if (!id.success) return { kind: "missing" };
  const appeal = await nullIfNotFound(getAppealCase(actor, id.data, options));
  if (!appeal) return { kind: "missing" };
  const step = appeal.status === "decided" ? "decided" : appeal.ownDecision ? "otherAdministrator" : "decide";
  return { kind: "found", appeal, step };
}
